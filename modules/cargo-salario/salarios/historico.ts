/**
 * Dated values (spec 02 §3): a faixa's, an índice's, a talent's salary history. What holds on a
 * date is the entry of the latest date not after it; an entry by índice is worth the índice's
 * value on that date times its quantity, so a faixa tied to the minimum wage follows it.
 */
import { formatDate } from '../../../engine/format/dates';
import { errors } from '../../../server/errors';

export interface Datado {
  data: string;
}

/** The entry in force on `data`: the latest not after it (none before the first). */
export function vigenteEm<T extends Datado>(historicos: readonly T[], data: string): T | undefined {
  let vigente: T | undefined;
  for (const historico of historicos) if (historico.data <= data && (!vigente || historico.data > vigente.data)) vigente = historico;
  return vigente;
}

/** The latest entry, whatever its date (the "último valor" a list shows). */
export function maisRecente<T extends Datado>(historicos: readonly T[]): T | undefined {
  return historicos.reduce<T | undefined>((last, h) => (!last || h.data > last.data ? h : last), undefined);
}

/** Money rounded to the cent, as stored. */
export const centavos = (valor: number) => Math.round(valor * 100) / 100;

/** Oldest first: the order the form lists them and the server keeps them. */
export const emOrdem = <T extends Datado>(historicos: readonly T[]): T[] => [...historicos].sort((a, b) => a.data.localeCompare(b.data));

/** The message for two entries on one date (which would make the value of that day ambiguous), if any. */
export function dataRepetida(historicos: readonly Datado[]): string | undefined {
  const vistas = new Set<string>();
  for (const { data } of historicos) {
    if (vistas.has(data)) return `Há mais de um histórico em ${formatDate(data)}.`;
    vistas.add(data);
  }
  return undefined;
}

/** A dated list as the server keeps it: in date order, one entry per date (else a field message). */
export function historicoOrdenado<T extends Datado>(data: Record<string, unknown>, property: string): T[] {
  const historicos = emOrdem((data[property] as T[] | undefined) ?? []);
  const repetida = dataRepetida(historicos);
  if (repetida) throw errors.validation([{ field: property, message: repetida }]);
  data[property] = historicos;
  return historicos;
}
