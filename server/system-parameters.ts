/**
 * The installation's system parameters (the global singleton `parametrosSistema`, spec §7
 * "System parameters") as modules read them: the saved value, or the declared default while
 * nobody has saved the screen yet.
 */
import { sql } from 'kysely';
import { columnOf } from '../engine/table/derive';
import type { Db } from './db/database';
import type { Engine } from './engine';

export const SYSTEM_PARAMETERS = 'parametrosSistema';

export async function systemParameter(engine: Engine, property: string, db: Db = engine.db): Promise<unknown> {
  const entity = engine.registry.get(SYSTEM_PARAMETERS);
  const { rows } = await sql<{ value: unknown }>`select ${sql.id(columnOf(entity, property))} as value from ${sql.id(entity.table)} order by id limit 1`.execute(db);
  return rows[0]?.value ?? entity.properties[property]?.default;
}
