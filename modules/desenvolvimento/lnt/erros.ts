/**
 * The LNT's refusals beyond the declared ones: those of "Criar curso" and "Criar turma" are the
 * actions' `refusals` in necessidade-lnt.json, read from there (`recusa` in necessidades.ts).
 */
import { AppError, errors } from '../../../server/errors';

export const MENSAGENS_LNT = {
  finalizada: 'A LNT está finalizada.',
  areaForaDaLnt: 'A área organizacional não faz parte das áreas da LNT.',
  naoEncontrada: 'Necessidade da LNT não encontrada.',
};

export const errosLnt = {
  finalizada: () => errors.validation([{ field: 'lnt', message: MENSAGENS_LNT.finalizada }]),
  areaForaDaLnt: () => errors.validation([{ field: 'areaOrganizacional', message: MENSAGENS_LNT.areaForaDaLnt }]),
  naoEncontrada: () => errors.badRequest(MENSAGENS_LNT.naoEncontrada),
  /** A declared refusal of the need's actions, answered as the action itself would (409). */
  recusada: (message: string) => new AppError(409, 'NECESSIDADE_RECUSADA', message),
};
