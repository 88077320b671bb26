/**
 * Recruitment's own refusals (spec §8), each written once with its code, HTTP status and pt-BR
 * message: the routes throw them, and a code means the same thing wherever it is answered.
 * The engine's common ones (validation, not found, stale version…) are server/errors.ts.
 */
import { INDICACAO_FALHOU } from '../../engine/forms/indicacao-amigo';
import { AppError } from '../../server/errors';

export const errosCaptacao = {
  /** The mail server refused or is not configured: nothing went out, the user may try again. */
  emailFalhou: () => new AppError(502, 'MAIL_FAILED', INDICACAO_FALHOU),
  naoContratado: () => new AppError(409, 'NOT_HIRED', 'O candidato ainda não foi contratado nesta solicitação.'),
  candidatoContratado: () => new AppError(409, 'IN_USE', 'Candidato contratado não pode ser removido da solicitação.'),
  /** A step's result that later steps depend on (the message says which). */
  etapaEmUso: (mensagem: string) => new AppError(409, 'IN_USE', mensagem),
  /** Applying again to the same ad before its waiting days are over (the message says until when). */
  candidaturaEmEspera: (mensagem: string) => new AppError(409, 'CANDIDATURA_EM_ESPERA', mensagem),
  /** The hired candidate's talento would repeat a unique value (CPF) of another talento. */
  talentoDuplicado: (mensagem: string) => new AppError(409, 'DUPLICATE', mensagem),
};
