/**
 * When a periodic exam is due again: its date of realisation plus the exam's periodicity in
 * months (a day the target month lacks becomes its last day); none for an exam not periodic or
 * not yet done.
 */
import { shiftDate } from '../../../engine/report/defaults';

export function vencimentoDoExame(dataRealizacao: string | null | undefined, exame: { periodico: boolean | null; periodicidade: number | null } | undefined): string | null {
  if (!dataRealizacao || !exame?.periodico || !exame.periodicidade) return null;
  return shiftDate(dataRealizacao, { months: exame.periodicidade });
}
