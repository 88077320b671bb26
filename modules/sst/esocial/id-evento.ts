/**
 * The eSocial event Id (`TS_Id`, "ID" + 34 digits): ID + tpInsc (1) + the employer's inscription
 * completed with zeros on the right to 14 + AAAAMMDDHHMMSS of its generation + a 5-digit sequence
 * telling apart events generated in the same second — the Manual de Orientação's rule. The
 * moment is read on the app's São Paulo clock, as every date of the app.
 */
import { saoPauloDateTime } from '../../../engine/validation/brazilian';

export function idEvento(tpInsc: number, nrInsc: string, instante: Date, sequencia: number): string {
  return `ID${tpInsc}${nrInsc.padEnd(14, '0')}${saoPauloDateTime(instante).replace(/\D/g, '')}${String(sequencia % 100000).padStart(5, '0')}`;
}
