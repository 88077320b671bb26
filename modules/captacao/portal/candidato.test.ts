import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../engine/declaration';
import { portalSchema } from './candidato';

const schema: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, nome: { type: 'string' }, observacaoRH: { type: 'string' }, senha: { type: 'string' }, confirmaSenha: { type: 'string' } },
  required: ['nome', 'observacaoRH'],
};

describe('portalSchema', () => {
  it('tira o que só o RH vê e, no cadastro, exige senha e confirmação', () => {
    const cadastro = portalSchema(schema, ['observacaoRH'], 'cadastro');
    expect(Object.keys(cadastro.properties as object)).toEqual(['nome', 'senha', 'confirmaSenha']);
    expect(cadastro.required).toEqual(['nome', 'senha', 'confirmaSenha']);
  });

  it('na edição a senha muda só pela sua própria tela', () => {
    const edicao = portalSchema(schema, ['observacaoRH'], 'edicao');
    expect(Object.keys(edicao.properties as object)).toEqual(['nome']);
    expect(edicao.required).toEqual(['nome']);
  });
});
