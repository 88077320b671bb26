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

/** (liderado, gestor) for every active talent of the company. */
export function gestao(trx: Db, scope: Scope, comCoResponsaveis: boolean) {
  const resp = responsaveis(trx, scope, comCoResponsaveis);
  // The área whose responsáveis lead the talent: their own, unless they lead it alone.
  const areaDoGestor = sql<number>`case when exists (select 1 from (${resp}) r2 where r2.area = ar.id and r2.colab <> c.id) then ar.id else ar.area_mae_id end`;
  return companyQuery(trx, scope)
    .selectFrom(['colaborador as c', 'area_organizacional as ar'])
    .whereRef('ar.id', '=', 'c.area_organizacional_id')
    .where('c.data_desligamento', 'is', null)
    .innerJoin(resp.as('r'), (join) => join.onTrue())
    .where(sql<boolean>`r.area = ${areaDoGestor}`)
    .whereRef('r.colab', '<>', 'c.id')
    .select(['c.id as liderado', 'r.colab as gestor']);
}
