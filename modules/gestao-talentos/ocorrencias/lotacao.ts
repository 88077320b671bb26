/**
 * Where the talent was when the occurrence happened: the talent's estabelecimento, área and
 * cargo are copied onto the occurrence when it is recorded (and when it moves to another talent),
 * so the list's filters, the report and the dashboards count it there even after a promotion
 * or a transfer.
 */
import { referenceId } from '../../../engine/table/reference-id';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';

async function lotacaoDoTalento(trx: Db, scope: Scope, colaboradorId: number) {
  const talento = await companyQuery(trx, scope)
    .selectFrom('colaborador')
    .select(['estabelecimento_id', 'area_organizacional_id', 'cargo_id'])
    .where('id', '=', colaboradorId)
    .executeTakeFirst();
  const ref = (id: number | null | undefined) => (id ? { id } : null);
  return { estabelecimento: ref(talento?.estabelecimento_id), areaOrganizacional: ref(talento?.area_organizacional_id), cargo: ref(talento?.cargo_id) };
}

export function registerLotacaoDaOcorrencia(engine: Engine): void {
  engine.hooks.register('colaboradorOcorrencia', {
    async beforeWrite({ trx, scope, action, data, previous }) {
      if (action === 'delete' || !data) return;
      const colaboradorId = referenceId(data.colaborador);
      if (colaboradorId === undefined) return;
      if (action === 'update' && referenceId(previous?.colaborador) === colaboradorId) {
        // The same talent: the copy made when it was recorded stays.
        Object.assign(data, { estabelecimento: previous!.estabelecimento ?? null, areaOrganizacional: previous!.areaOrganizacional ?? null, cargo: previous!.cargo ?? null });
        return;
      }
      Object.assign(data, await lotacaoDoTalento(trx, scope, colaboradorId));
    },
  });
}
