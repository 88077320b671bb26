import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../declaration';
import { withoutEmptyReferences } from './record-data';

const ref = { type: 'object', properties: { id: { type: 'integer' } }, 'x-reference': 'indice' };
const schema: JsonSchema = {
  type: 'object',
  properties: {
    cargo: ref,
    endereco: { type: 'object', properties: { cidade: ref } },
    historicos: { type: 'array', items: { type: 'object', properties: { indice: ref, valor: { type: 'number' } } } },
  },
};

describe('referências vazias', () => {
  it('some com a referência sem id, no registro, nos grupos e nos itens de uma lista própria', () => {
    const data = { cargo: {}, endereco: { cidade: {} }, historicos: [{ indice: {}, valor: 10 }, { indice: { id: 3 } }] };
    expect(withoutEmptyReferences(schema, data)).toEqual({ endereco: {}, historicos: [{ valor: 10 }, { indice: { id: 3 } }] });
  });
});
