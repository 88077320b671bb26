/**
 * "Enviar para um amigo" of a job ad in the candidate portal (spec §3.1 "Friend referral",
 * §5 "Referral"): the same schema checks the dialog and the server.
 */
import type { JsonSchema } from '../declaration';

export const indicacaoAmigoSchema: JsonSchema = {
  type: 'object',
  properties: {
    nome: { type: 'string', title: 'Seu nome', minLength: 1, maxLength: 100 },
    email: { type: 'string', title: 'Seu e-mail', format: 'email', maxLength: 50 },
    nomeAmigo: { type: 'string', title: 'Nome do amigo', minLength: 1, maxLength: 100 },
    emailAmigo: { type: 'string', title: 'E-mail do amigo', format: 'email', maxLength: 50 },
    recaptcha: { type: 'string', title: 'Verificação', minLength: 1, maxLength: 20000 },
  },
  required: ['nome', 'email', 'nomeAmigo', 'emailAmigo', 'recaptcha'],
  additionalProperties: false,
  errorMessage: {
    required: { recaptcha: 'Confirme que você não é um robô.' },
    properties: { recaptcha: 'Confirme que você não é um robô.' },
  },
};

export interface IndicacaoAmigoBody {
  nome: string;
  email: string;
  nomeAmigo: string;
  emailAmigo: string;
  recaptcha: string;
}

export const INDICACAO_ENVIADA = 'Anúncio de vaga enviado com sucesso.';
export const INDICACAO_FALHOU = 'Erro ao enviar e-mail. Por favor, tente novamente.';
