import { describe, expect, it } from 'vitest';
import type { AudienceDeclaration } from '../declaration';
import { hiddenFromAudiences, keptFromAudiences } from './audience';
import { testEntity, testRegistry } from './test-registry';

const registry = (audiences: AudienceDeclaration[]) =>
  testRegistry([
    testEntity('candidato', { senha: { type: 'string', 'x-hash': 'argon2' }, nota: { type: 'string', 'x-internal': true }, status: { type: 'string', readOnly: true } }),
    testEntity('pedido', { candidato: { title: 'Candidato', 'x-reference': 'candidato' }, outro: { type: 'string' } }, { audiences }),
  ]);

describe('audiences', () => {
  it('o que a audiência não vê, e o que a escrita dela não muda', () => {
    const candidato = registry([]).get('candidato');
    expect(hiddenFromAudiences(candidato)).toEqual(['nota', 'status']);
    expect(keptFromAudiences(candidato)).toEqual(['nota', 'status', 'senha']);
  });

  it('o registro é da pessoa: ela mesma (id) ou uma propriedade que a referencia', () => {
    expect(() => registry([{ person: 'candidato', own: 'candidato', operations: ['read'] }])).not.toThrow();
    expect(() => registry([{ person: 'candidato', own: 'outro', operations: ['read'] }])).toThrow(/pedido.json: audiences: "outro" não diz de qual candidato é o registro/);
    expect(() => registry([{ person: 'candidato', own: 'id', operations: ['read'] }])).toThrow(/"id" não diz de qual candidato/);
  });
});
