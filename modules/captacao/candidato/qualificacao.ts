/**
 * Cadastral qualification (spec §4: INCOMPLETO or COMPLETO): whether a candidate has every
 * field the company's configuration requires. Judged in SQL after each write of a candidate,
 * and for the whole company when its configuration changes — so a candidate saved before a
 * field became required shows as "Dados incompletos" in the list filter.
 */
import type { RegisteredEntity } from '../../../engine/registry/registry';
import { companyConfig } from '../../../server/crud/company-config';
import { completeExpression, requiredPaths } from '../../../server/crud/completeness';
import { resolvedSchema } from '../../../server/crud/validators';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Engine } from '../../../server/engine';

/** Re-judges one candidate (`candidatoId`) or every candidate of the company; answers the new value(s). */
export async function updateQualificacao(engine: Engine, trx: Db, candidato: RegisteredEntity, empresaId: number, candidatoId?: number) {
  const config = await companyConfig(trx, engine.registry, candidato, empresaId);
  // Over the row `t`: the engine's test of the required fields, which the configuration decides at run time.
  const complete = completeExpression(candidato, engine.registry, requiredPaths(resolvedSchema(candidato, config)));
  return companyQuery(trx, { empresaId })
    .updateTable('candidato as t')
    .set((eb) => ({ qualificacao_cadastral: eb.case().when(complete).then('COMPLETO').else('INCOMPLETO').end() }))
    .$if(candidatoId !== undefined, (query) => query.where('t.id', '=', candidatoId!))
    .returning('t.qualificacao_cadastral as q')
    .execute();
}
