/**
 * Changing one's own password (spec §5 "Password change"), for users and candidates alike;
 * the same schema checks the screen and the server.
 */
import type { JsonSchema } from '../declaration';

/** Shortest password accepted anywhere. */
export const MIN_PASSWORD_LENGTH = 8;

export const alterarSenhaSchema: JsonSchema = {
  type: 'object',
  properties: {
    senha: { type: 'string', title: 'Senha atual', minLength: 1, maxLength: 200 },
    novaSenha: { type: 'string', title: 'Nova senha', minLength: MIN_PASSWORD_LENGTH, maxLength: 200 },
    confirmacaoNovaSenha: { type: 'string', title: 'Confirmação da nova senha', const: { $data: '1/novaSenha' } },
  },
  required: ['senha', 'novaSenha', 'confirmacaoNovaSenha'],
  additionalProperties: false,
  errorMessage: {
    required: {
      senha: 'Senha é obrigatória',
      novaSenha: 'Nova senha é obrigatória',
      confirmacaoNovaSenha: 'Confirmação da nova senha é obrigatória',
    },
    properties: {
      novaSenha: `A nova senha deve ter ao menos ${MIN_PASSWORD_LENGTH} caracteres`,
      confirmacaoNovaSenha: 'A senha não foi confirmada corretamente. Por favor, confira.',
    },
  },
};

export interface AlterarSenhaBody {
  senha: string;
  novaSenha: string;
  confirmacaoNovaSenha: string;
}

/** The current password did not match. */
export const WRONG_PASSWORD_MESSAGE = 'Senha atual incorreta.';
