/** The answers of a body its contract (`RespostasDaAvaliacao`) already checked, when every text can be stored. */
import { invalidText } from '../../../server/crud/text-guard';
import { errors } from '../../../server/errors';
import type { Resposta, RespostasDaAvaliacao } from './questionario.api';

export function respostasDoCorpo(body: unknown): Resposta[] {
  const respostas = (body as RespostasDaAvaliacao).respostas;
  const unstorable = invalidText(respostas, 'respostas');
  if (unstorable.length) throw errors.validation(unstorable);
  return respostas;
}
