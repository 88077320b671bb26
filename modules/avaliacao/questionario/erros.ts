/**
 * The refusals of answering a questionnaire, the same for a candidate, a talent or a survey's
 * participant: each written once with its code, HTTP status and pt-BR message.
 */
import { AppError } from '../../../server/errors';

export const errosQuestionario = {
  semPerguntas: () => new AppError(409, 'SEM_PERGUNTAS', 'Este modelo de avaliação não tem perguntas.'),
  /** The questions changed while the evaluation was open. */
  modeloAlterado: () => new AppError(409, 'MODELO_ALTERADO', 'O modelo de avaliação foi alterado. Recarregue a avaliação e responda novamente.'),
  jaRespondida: () => new AppError(409, 'JA_RESPONDIDA', 'Você já respondeu esta avaliação.'),
};
