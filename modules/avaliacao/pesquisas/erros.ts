/** The refusals of answering a survey, each written once with its code, HTTP status and pt-BR message. */
import { AppError } from '../../../server/errors';

export const errosPesquisa = {
  semTalento: () => new AppError(403, 'SEM_TALENTO', 'Seu usuário não está vinculado a um talento.'),
  foraDoPeriodo: (inicio: string, fim: string) => new AppError(409, 'FORA_DO_PERIODO', `Esta pesquisa recebe respostas de ${inicio} a ${fim}.`),
  jaRespondida: () => new AppError(409, 'JA_RESPONDIDA', 'Você já respondeu esta pesquisa.'),
};
