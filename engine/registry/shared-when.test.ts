import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../declaration';
import { sharedSwitchOf } from '../table/derive';
import { Registry } from './registry';

const declaration = (name: string, extra: Partial<EntityDeclaration>, properties: Record<string, unknown> = {}): EntityDeclaration => ({
  name,
  module: 'teste',
  label: name,
  labelPlural: name,
  resource: name.toLowerCase(),
  summary: 'nome',
  schema: { type: 'object', properties: { nome: { type: 'string', title: 'Nome' }, ...properties } },
  list: { columns: ['nome'] },
  ...extra,
});
const parametros = (extra: Partial<EntityDeclaration>) => declaration('parametros', extra, { compartilhar: { type: 'boolean', default: false } });
const registry = (switchHolder: Partial<EntityDeclaration>, sharedWhen: string) =>
  new Registry([
    { declaration: parametros(switchHolder), source: 'parametros.json' },
    { declaration: declaration('pessoa', { sharedWhen }), source: 'pessoa.json' },
  ]);

describe('sharedWhen', () => {
  it('nomeia um campo sim/não de uma entidade global com singleton, guardado na sua coluna', () => {
    const built = registry({ scope: 'global', singleton: true }, 'parametros.compartilhar');
    expect(sharedSwitchOf(built.get('pessoa'), built)).toEqual({ table: 'parametros', column: 'compartilhar' });
    expect(sharedSwitchOf(built.get('parametros'), built)).toBeUndefined();
  });

  it('recusa o que não poderia ser a chave da instalação', () => {
    const refused = /pessoa.json: sharedWhen "parametros.\w+" não é um campo sim\/não de uma entidade global com "singleton"/;
    expect(() => registry({ scope: 'global', singleton: true }, 'parametros.nome')).toThrow(refused);
    expect(() => registry({ singleton: true }, 'parametros.compartilhar')).toThrow(refused);
    expect(() => registry({ scope: 'global' }, 'parametros.compartilhar')).toThrow(refused);
  });
});
