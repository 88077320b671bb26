import { describe, expect, it } from 'vitest';
import { itemRules, ownerInputs } from './owner-fields';

describe('campos do dono lidos por um registro filho', () => {
  it('os nomes ../campo de visibleWhen, sem o prefixo, uma vez cada', () => {
    const form = {
      fields: {
        percentual: { visibleWhen: { '../considerarPercentualMinimo': true } },
        observacao: { visibleWhen: { tipo: 1, '../considerarPercentualMinimo': true } },
        nome: { span: 6 },
      },
    };
    expect(ownerInputs(form)).toEqual(['considerarPercentualMinimo']);
    expect(ownerInputs({})).toEqual([]);
  });
});

describe('regras do dono sobre os itens da lista', () => {
  it('os campos que um if/then do dono exige dos itens', () => {
    const owner = {
      allOf: [
        { if: { properties: { considerar: { const: true } } }, then: { properties: { niveis: { type: 'array', items: { type: 'object', required: ['percentual'] } } } } },
        { if: { properties: { tipo: { const: 1 } } }, then: { required: ['outro'] } },
      ],
    };
    expect(itemRules(owner, 'niveis')).toEqual([{ if: { type: 'object', properties: { considerar: { const: true } } }, required: ['percentual'] }]);
    expect(itemRules(owner, 'outros')).toEqual([]);
  });
});
