/** The internal login form (spec §5 "Login"), shared by the login screen and the server. */
import type { JsonSchema } from '../declaration';

export const loginSchema: JsonSchema = {
  type: 'object',
  properties: {
    cpf: { type: 'string', title: 'CPF', format: 'cpf' },
    senha: { type: 'string', title: 'Senha', minLength: 1, maxLength: 200 },
    empresaId: { type: 'integer', title: 'Empresa', minimum: 1, maximum: 2147483647 },
  },
  required: ['cpf', 'senha', 'empresaId'],
  additionalProperties: false,
  errorMessage: {
    required: { senha: 'Senha é obrigatória', empresaId: 'Empresa é obrigatória', cpf: 'CPF é obrigatório' },
    properties: { senha: 'Senha é obrigatória', empresaId: 'Selecione uma empresa.' },
  },
};

export interface LoginBody {
  cpf: string;
  senha: string;
  empresaId: number;
}
