/** When a certification obtained on a date stops being valid (a day the target month lacks becomes its last day). */
import { shiftDate } from '../../../engine/report/defaults';

/** The due date of a certification obtained on `data`; none when it has no periodicidade (it never expires). */
export function vencimento(data: string, periodicidade: number | null | undefined): string | null {
  return periodicidade ? shiftDate(data, { months: periodicidade }) : null;
}
