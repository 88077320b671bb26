/**
 * "Talentos sem Indicação de Treinamento": the declared query lists the company's active talents
 * by área and cargo; this adds the one condition a declaration cannot say — not indicated in any
 * need of the chosen LNTs (or, none chosen, of the LNTs whose period meets the filter's). The
 * indicated are read by the company's scoped builder and handed over as a list of ids.
 */
import { sql } from 'kysely';
import { companyQuery } from '../../../server/db/scoped-query';
import type { ReportCode } from '../../../server/reports/query';

export const colaboradorSemIndicacaoTreinamento: ReportCode = {
  async extend({ db, scope, filter }) {
    const lnts = (filter.lntsIds as number[] | undefined) ?? [];
    const q = companyQuery(db, scope);
    let indicados = q
      .selectFrom('necessidade_lnt as n')
      .innerJoin(q.table('lnt', 'l'), 'l.id', 'n.lnt_id')
      .innerJoin('necessidade_lnt__colaboradores as i', 'i.owner_id', 'n.id')
      .select('i.target_id')
      .distinct();
    indicados = lnts.length
      ? indicados.where('l.id', 'in', lnts)
      : indicados.where('l.data_ini', '<=', String(filter.dataFim)).where('l.data_fim', '>=', String(filter.dataIni));
    const ids = (await indicados.execute()).map((linha) => linha.target_id);
    return { where: ids.length ? [sql`t.id not in (${sql.join(ids)})`] : [] };
  },
};
