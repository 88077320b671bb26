/**
 * The "Absenteísmo" report (spec 02 "Talent reports"): each talent employed in the period, by
 * área, with the indicator's figures (faltas.ts) — the same definition the dashboards read.
 */
import type { ReportCode } from '../../../server/reports/query';
import { sql } from 'kysely';
import { diasTrabalhados, faltas, limites, type Intervalo } from './faltas';

export const relatorioAbsenteismo: ReportCode = {
  extend({ db, scope, filter }) {
    const periodo = limites({ inicio: String(filter.dataIni), fim: String(filter.dataFim) } satisfies Intervalo);
    // The ratio is worked out on each row from the two counts.
    return { columns: { faltas: faltas(db, scope, periodo), diasTrabalhados: diasTrabalhados(periodo), absenteismo: sql`null` } };
  },
  row(row) {
    const dias = Number(row.diasTrabalhados ?? 0);
    return { ...row, absenteismo: dias > 0 ? Number(row.faltas ?? 0) / dias : null };
  },
};
