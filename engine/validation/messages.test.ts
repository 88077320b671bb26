import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { toFieldErrors } from './messages';

const schema = {
  type: 'object',
  properties: {
    nome: { type: 'string', title: 'Nome', minLength: 1, maxLength: 5 },
    ordem: { type: 'integer', title: 'Ordem', minimum: 1, maximum: 999 },
    cpf: { type: 'string', title: 'CPF', format: 'cpf' },
    sexo: { type: 'string', title: 'Sexo', oneOf: [{ const: 'M' }, { const: 'F' }] },
    areas: { type: 'array', title: 'Áreas', items: { type: 'integer' }, minItems: 1 },
    foto: { type: 'string', title: 'Foto' },
    contato: { type: 'object', properties: { email: { type: 'string', title: 'E-mail', format: 'email' } } },
  },
  required: ['nome', 'ordem', 'foto'],
  additionalProperties: false,
  errorMessage: { required: { foto: 'Foto é obrigatória' } },
};

const validate = createAjv().compile(schema);
const errorsOf = (data: unknown) => (validate(data) ? [] : toFieldErrors(validate.errors, schema));

describe('toFieldErrors', () => {
  it('obrigatório pelo título, ou pela mensagem declarada', () => {
    expect(errorsOf({})).toEqual([
      { field: 'nome', message: 'Nome é obrigatório' },
      { field: 'ordem', message: 'Ordem é obrigatória' },
      { field: 'foto', message: 'Foto é obrigatória' },
    ]);
    expect(errorsOf({ nome: '', ordem: 1, foto: 'x' })).toEqual([{ field: 'nome', message: 'Nome é obrigatório' }]);
  });

  it('uma mensagem por campo, em pt-BR, inclusive aninhados', () => {
    expect(
      errorsOf({ nome: 'abcdefg', ordem: 1000, foto: 'x', cpf: '12345678900', sexo: 'X', areas: [], contato: { email: 'x' }, intruso: 1 }),
    ).toEqual([
      { field: 'intruso', message: 'Propriedade não permitida' },
      { field: 'nome', message: 'Máximo de 5 caracteres' },
      { field: 'ordem', message: 'O valor máximo é 999' },
      { field: 'cpf', message: 'Cpf inválido.' },
      { field: 'sexo', message: 'Valor inválido' },
      { field: 'areas', message: 'Selecione ao menos 1 item' },
      { field: 'contato.email', message: 'E-mail inválido.' },
    ]);
  });

  it('tipo errado', () => {
    expect(errorsOf({ nome: 1, ordem: 'a', foto: 'x' })).toEqual([
      { field: 'nome', message: 'Valor inválido' },
      { field: 'ordem', message: 'Valor inválido' },
    ]);
  });
});
