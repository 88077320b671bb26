/**
 * "Taxa de Demissão": the declared query counts the dismissals per month and motivo; this gives
 * each month its média of active headcount — the turnover's (calculo.ts), read by the company's
 * scoped builder and handed to the query as constants — and the rate, dismissals ÷ média.
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { turnover } from './rotas';

export const relatorioTaxaDemissao: ReportCode = {
  async extend({ db, scope, filter }) {
    const meses = await turnover(db, scope, String(filter.dataIni), String(filter.dataFim));
    const mes = sql`to_char(t.data, 'YYYY-MM')`;
    const media = meses.length ? sql`case ${mes} ${sql.join(meses.map((m) => sql`when ${m.mes} then ${m.media}::numeric`), sql` `)} end` : sql`null::numeric`;
    return { columns: { mes, media, taxa: sql`null::numeric` } };
  },
  row(row) {
    const media = Number(row.media);
    const mes = String(row.mes);
    return { ...row, mes: `${mes.slice(5, 7)}/${mes.slice(0, 4)}`, media, taxa: media ? Number(row.demitidos) / media : null };
  },
};
