/** The pt-BR warning (spec 02 §8) that a talent leaving or being replaced is a CIPA member with stability. */
import { formatDate } from '../../../engine/format/dates';
import type { Estabilidade } from './estabilidade';

export function avisoDeEstabilidade(estaveis: readonly Estabilidade[]): string | undefined {
  if (!estaveis.length) return undefined;
  return estaveis.map(({ nome, ate }) => `O talento ${nome} é membro da CIPA com estabilidade até ${formatDate(ate)}.`).join(' ');
}
