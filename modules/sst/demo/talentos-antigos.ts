/** The demo's SST records go to the company's longest-serving active talents, hired over a year ago, so every date falls after the admission. */
import { daysAfter } from '../../../engine/validation/brazilian';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

export async function talentosAntigos(engine: Engine, scope: Scope, hoje: string, quantos: number): Promise<{ id: number }[]> {
  return companyQuery(engine.db, scope)
    .selectFrom('colaborador')
    .select('id')
    .where('data_desligamento', 'is', null)
    .where('data_admissao', '<=', daysAfter(hoje, -400))
    .orderBy('data_admissao')
    .orderBy('id')
    .limit(quantos)
    .execute();
}
