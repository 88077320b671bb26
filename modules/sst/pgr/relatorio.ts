/**
 * The PGR report's code (schemas/sst/relatorios/pgr.json): its rows are the risk items the PGR holds —
 * the conditions that fill the PGR of the groups' history rows in force in its period, chosen by the
 * one reading of conteudo.ts, the same the PGR's calls answer — and its title carries the cover:
 * the period, the places and the responsável técnico.
 */
import { sql } from 'kysely';
import { formatDate } from '../../../engine/format/dates';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { ReportCode } from '../../../server/reports/query';
import { abrangenciaDe, historicosDoPgr } from './conteudo';

const pgrDoFiltro = (filter: Record<string, unknown>): number => Number((filter.pgr as { id?: number } | undefined)?.id ?? filter.pgr);

async function lerPgr(db: Db, scope: Scope, id: number) {
  const q = companyQuery(db, scope);
  const pgr = await q
    .selectFrom('pgr as p')
    .leftJoin(q.table('profissional_saude', 'r'), 'r.id', 'p.responsavel_id')
    .select(['p.descricao', 'p.data_inicio', 'p.data_fim', 'p.local_ambiente', 'r.nome as responsavel'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!pgr) return undefined;
  const lugares = await (pgr.local_ambiente === 2
    ? q.selectFrom('pgr as p').innerJoin('pgr__obras_ids as j', 'j.owner_id', 'p.id').innerJoin(q.table('obra', 'x'), 'x.id', 'j.target_id').select(['x.id', 'x.nome'])
    : q.selectFrom('pgr as p').innerJoin('pgr__estabelecimentos_ids as j', 'j.owner_id', 'p.id').innerJoin(q.table('estabelecimento', 'x'), 'x.id', 'j.target_id').select(['x.id', 'x.nome'])
  )
    .where('p.id', '=', id)
    .orderBy('j.position')
    .execute();
  return { ...pgr, lugares };
}

export const relatorioPgr: ReportCode = {
  async extend({ db, scope, filter }) {
    const pgr = await lerPgr(db, scope, pgrDoFiltro(filter));
    const ids = pgr
      ? (
          await historicosDoPgr(db, scope, {
            ...abrangenciaDe({ dataInicio: pgr.data_inicio!, dataFim: pgr.data_fim!, localAmbiente: pgr.local_ambiente! }),
            [pgr.local_ambiente === 2 ? 'obrasIds' : 'estabelecimentosIds']: pgr.lugares.map((l) => l.id),
          })
        ).flatMap((h) => h.condicoesIds)
      : [];
    return { where: [ids.length ? sql`t.id in (${sql.join(ids)})` : sql`false`] };
  },
  async reshape(report, { db, scope, filter }) {
    const pgr = await lerPgr(db, scope, pgrDoFiltro(filter));
    if (!pgr) return report;
    const lugares = pgr.lugares.map((l) => l.nome).join(', ');
    const capa = [`${pgr.descricao} (${formatDate(pgr.data_inicio!)} a ${formatDate(pgr.data_fim!)})`, lugares, pgr.responsavel ? `Responsável técnico: ${pgr.responsavel}` : ''];
    return { ...report, title: `${report.title} — ${capa.filter(Boolean).join(' — ')}` };
  },
};
