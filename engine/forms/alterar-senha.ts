/**
 * Choosing a new password (spec §5 "Password change"): changing it while signed in (the
 * current one first) or through a reset link. Users and candidates alike; the same schemas
 * check the screens and the server.
 */
import type { JsonSchema } from '../declaration';

/** Shortest password accepted anywhere. */
export const MIN_PASSWORD_LENGTH = 8;

const novaSenha = {
  properties: {
    novaSenha: { type: 'string', title: 'Nova senha', minLength: MIN_PASSWORD_LENGTH, maxLength: 200 },
    confirmacaoNovaSenha: { type: 'string', title: 'Confirmação da nova senha', const: { $data: '1/novaSenha' } },
  },
  required: { novaSenha: 'Nova senha é obrigatória', confirmacaoNovaSenha: 'Confirmação da nova senha é obrigatória' },
  messages: {
    novaSenha: `A nova senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres`,
    confirmacaoNovaSenha: 'A senha não foi confirmada corretamente. Por favor, confira.',
  },
};

/** Signed in: the current password, then the new one twice. */
export const alterarSenhaSchema: JsonSchema = {
  type: 'object',
  properties: { senha: { type: 'string', title: 'Senha atual', minLength: 1, maxLength: 200 }, ...novaSenha.properties },
  required: ['senha', ...Object.keys(novaSenha.properties)],
  additionalProperties: false,
  errorMessage: { required: { senha: 'Senha é obrigatória', ...novaSenha.required }, properties: novaSenha.messages },
};

/** Through a reset link: the new password twice (the link's token goes beside it). */
export const redefinirSenhaSchema: JsonSchema = {
  type: 'object',
  properties: novaSenha.properties,
  required: Object.keys(novaSenha.properties),
  additionalProperties: false,
  errorMessage: { required: novaSenha.required, properties: novaSenha.messages },
};

export interface NovaSenhaBody {
  novaSenha: string;
  confirmacaoNovaSenha: string;
}

export interface AlterarSenhaBody extends NovaSenhaBody {
  senha: string;
}

/** The current password did not match. */
export const WRONG_PASSWORD_MESSAGE = 'Senha atual incorreta.';
