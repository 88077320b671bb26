/**
 * Who leads whom, read from the area tree's responsáveis (spec §3, bulk fill): a talent's
 * gestores are the responsáveis of their área — or, when they are its only responsável (or it
 * has none), those of the área mãe; with `consideraRespCorespHierarquia` the co-responsáveis
 * count too. As queries of the company's records, to be joined in one statement.
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';

/** (área, talento) of each responsável; join tables carry no company, their área does. */
function responsaveis(trx: Db, scope: Scope, comCoResponsaveis: boolean) {
  const areas = companyQuery(trx, scope).selectFrom('area_organizacional as ar').select('ar.id');
  const de = (tabela: 'area_organizacional__responsaveis' | 'area_organizacional__co_responsaveis') =>
    trx.selectFrom(tabela).select(['owner_id as area', 'target_id as colab']).where('owner_id', 'in', areas);
  return comCoResponsaveis ? de('area_organizacional__responsaveis').unionAll(de('area_organizacional__co_responsaveis')) : de('area_organizacional__responsaveis');
}

/** (liderado, gestor) for every active talent of the company: equi-joins and one count, so thousands of talents join in one pass. */
export function gestao(trx: Db, scope: Scope, comCoResponsaveis: boolean) {
  const resp = () => trx.selectFrom(responsaveis(trx, scope, comCoResponsaveis).as('x')).select(['x.area', 'x.colab']);
  const porArea = trx.selectFrom(resp().as('y')).select(['y.area', sql<number>`count(*)`.as('total')]).groupBy('y.area');
  // The área whose responsáveis lead the talent: their own while someone else leads it, else the área mãe.
  const areaDoGestor = companyQuery(trx, scope)
    .selectFrom('colaborador as c')
    .innerJoin(companyQuery(trx, scope).table('area_organizacional', 'ar'), 'ar.id', 'c.area_organizacional_id')
    .where('c.data_desligamento', 'is', null)
    .leftJoin(porArea.as('n'), 'n.area', 'ar.id')
    .leftJoin(resp().as('eu'), (join) => join.onRef('eu.area', '=', 'ar.id').onRef('eu.colab', '=', 'c.id'))
    .select(['c.id as liderado', sql<number>`case when coalesce(n.total, 0) - (case when eu.colab is null then 0 else 1 end) > 0 then ar.id else ar.area_mae_id end`.as('area')]);
  return trx
    .selectFrom(areaDoGestor.as('g'))
    .innerJoin(resp().as('r'), 'r.area', 'g.area')
    .whereRef('r.colab', '<>', 'g.liderado')
    .select(['g.liderado', 'r.colab as gestor']);
}
