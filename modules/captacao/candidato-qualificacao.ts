/**
 * Cadastral qualification (spec §4: INCOMPLETO or COMPLETO): whether a candidate has every
 * field the company's configuration requires. Judged in SQL after each write of a candidate,
 * and for the whole company when its configuration changes — so a candidate saved before a
 * field became required shows as "Dados incompletos" in the list filter.
 */
import { sql } from 'kysely';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { columnOf } from '../../engine/table/derive';
import { companyConfig } from '../../server/crud/company-config';
import { completeExpression, requiredPaths } from '../../server/crud/completeness';
import { resolvedSchema } from '../../server/crud/validators';
import type { Db } from '../../server/db/database';
import type { Engine } from '../../server/engine';

const id = (...names: string[]) => sql.id(...names);

/** Re-judges one candidate (`candidatoId`) or every candidate of the company; answers the new value(s). */
export async function updateQualificacao(engine: Engine, trx: Db, candidato: RegisteredEntity, empresaId: number, candidatoId?: number) {
  const config = await companyConfig(trx, engine.registry, candidato, empresaId);
  const complete = completeExpression(candidato, engine.registry, requiredPaths(resolvedSchema(candidato, config)));
  const column = id(columnOf(candidato, 'qualificacaoCadastral'));
  const only = candidatoId === undefined ? sql`` : sql`and t.id = ${candidatoId}`;
  const { rows } = await sql<{ q: string }>`update ${id(candidato.table)} t
    set ${column} = case when ${complete} then 'COMPLETO' else 'INCOMPLETO' end
    where t.empresa_id = ${empresaId} ${only} returning ${column} as q`.execute(trx);
  return rows;
}
