/**
 * Dated histories of the SST registers (spec 02 §3 "Environment and history", function histories):
 * an environment's place and description, a function's activities, each from a date ("a partir de").
 * What holds on a date is the row of the latest date not after it — unless that row was closed
 * (`dataValidade`) before the date: then nothing holds (the environment stopped existing there).
 */
import { formatDate } from '../../../engine/format/dates';

export interface LinhaDatada {
  data: string;
  dataValidade?: string | null;
}

/** The row in force on `data` (YYYY-MM-DD), or undefined before the first and after a closing. */
export function vigenteEm<T extends LinhaDatada>(historicos: readonly T[], data: string): T | undefined {
  let vigente: T | undefined;
  for (const linha of historicos) if (linha.data <= data && (!vigente || linha.data > vigente.data)) vigente = linha;
  if (vigente?.dataValidade && vigente.dataValidade < data) return undefined;
  return vigente;
}

/** Oldest first, or the message for two rows on one date (which would make that day's row ambiguous). */
export function emOrdemDeData<T extends LinhaDatada>(historicos: readonly T[]): T[] | string {
  const ordenados = [...historicos].sort((a, b) => a.data.localeCompare(b.data));
  const repetido = ordenados.find((linha, i) => i > 0 && ordenados[i - 1]!.data === linha.data);
  return repetido ? `Há mais de um histórico em ${formatDate(repetido.data)}.` : ordenados;
}
