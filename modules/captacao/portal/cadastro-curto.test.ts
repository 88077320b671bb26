import { describe, expect, it } from 'vitest';
import { cadastroCurto } from './cadastro-curto';

describe('cadastro curto do portal', () => {
  it('só o que a empresa exige, grupo a grupo, e o que as condições citam', () => {
    const schema = {
      type: 'object',
      properties: {
        nome: { type: 'string' },
        foto: { type: 'string' },
        pessoal: { type: 'object', properties: { cpf: { type: 'string' }, pai: { type: 'string' }, rgUf: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } }, required: ['cpf'] },
        contato: { type: 'object', properties: { email: { type: 'string' }, ddd: { type: 'string' } }, required: ['email'] },
        habilitacao: { type: 'object', properties: { categoria: { type: 'string' } } },
        comoFicouSabendoVaga: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
        senha: { type: 'string' },
        confirmaSenha: { type: 'string' },
      },
      required: ['nome', 'pessoal', 'senha'],
      allOf: [{ if: { required: ['senha'] }, then: { required: ['confirmaSenha'] } }],
    };
    const curto = cadastroCurto(schema);
    expect(Object.keys(curto.properties as object)).toEqual(['nome', 'pessoal', 'contato', 'senha', 'confirmaSenha']);
    expect(Object.keys((curto.properties as Record<string, { properties: object }>).pessoal!.properties)).toEqual(['cpf']);
    expect(curto.required).toEqual(schema.required);
    expect(curto.allOf).toEqual(schema.allOf);
  });
});
