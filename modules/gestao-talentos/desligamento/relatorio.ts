/**
 * "Desligamentos": the declared query orders the rows by the chosen grouping (`chave`: the área or
 * the talent; by month, the date); this names each row's group — by month "MM/aaaa" of the
 * dismissal date, which a declaration cannot write, else the chave itself.
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';

const porMes = (filter: Record<string, unknown>) => filter.agruparPor === 'MES_ANO';

export const relatorioDesligamentos: ReportCode = {
  extend: ({ filter }) => ({ columns: { grupo: porMes(filter) ? sql`to_char(t.data, 'MM/YYYY')` : sql`null` } }),
  row: (row, filter) => (porMes(filter) ? row : { ...row, grupo: row.chave }),
};
