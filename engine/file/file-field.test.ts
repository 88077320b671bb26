import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../declaration';
import type { RegisteredEntity } from '../registry/registered-entity';
import { fileFieldOf } from './file-field';

const facts = { arquivoNome: { type: 'string', readOnly: true }, arquivoTipo: { type: 'string', readOnly: true }, arquivoTamanho: { type: 'integer', readOnly: true } };
const entity = (properties: Record<string, JsonSchema>, owner: string | null = 'candidato') =>
  ({ name: 'atestado', source: 'schemas/sst/atestado.json', owner: owner ?? undefined, properties }) as unknown as RegisteredEntity;
const file = (xFile: unknown) => ({ type: 'string', readOnly: true, writeOnly: true, 'x-column': 'bytea', 'x-file': xFile });

describe('campo de arquivo (x-file)', () => {
  it('lê a propriedade, os fatos irmãos e os limites declarados', () => {
    expect(fileFieldOf(entity({ ...facts, arquivo: file({ maxMb: 2, types: ['pdf', 'jpg'] }) }))).toEqual({
      property: 'arquivo',
      facts: { name: 'arquivoNome', mime: 'arquivoTipo', size: 'arquivoTamanho' },
      maxMb: 2,
      types: ['pdf', 'jpg'],
    });
    expect(fileFieldOf(entity({ ...facts, arquivo: file({}) }))?.types).toContain('txt');
    expect(fileFieldOf(entity({ descricao: { type: 'string' } }))).toBeUndefined();
  });

  it('recusa a declaração errada ao iniciar, dizendo o arquivo e o que falta', () => {
    const { arquivoTamanho: _size, ...noSize } = facts;
    expect(() => fileFieldOf(entity({ ...noSize, arquivo: file({}) }))).toThrow('schemas/sst/atestado.json: x-file: declare a propriedade "arquivoTamanho" (readOnly)');
    expect(() => fileFieldOf(entity({ ...facts, arquivo: file({ types: ['exe'] }) }))).toThrow(/tipos desconhecidos exe/);
    expect(() => fileFieldOf(entity({ ...facts, arquivo: file({ maxMb: 0 }) }))).toThrow(/maxMb/);
    expect(() => fileFieldOf(entity({ ...facts, arquivo: { ...file({}), writeOnly: false } }))).toThrow(/readOnly e writeOnly/);
    expect(() => fileFieldOf(entity({ ...facts, arquivo: file({}) }, null))).toThrow(/owner/);
    expect(() => fileFieldOf(entity({ ...facts, arquivo: file({}), outro: file({}) }))).toThrow(/um só campo/);
  });
});
