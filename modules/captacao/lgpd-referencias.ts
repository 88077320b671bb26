/**
 * Erasing a candidate takes along the records that point at them and those that point at
 * these in turn — the applications, the steps in each, the evaluations answered in them —
 * deepest first, so no foreign key is left dangling, and wipes the copies the audit trail kept
 * of each, removed earlier or now (they hold the candidate's name).
 */
import { sql, type RawBuilder } from 'kysely';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { columnOf } from '../../engine/table/derive';
import type { Db } from '../../server/db/database';
import type { Engine } from '../../server/engine';

/** Scalar references to `target` from other entities. */
export const pointingAt = (engine: Engine, target: RegisteredEntity) =>
  engine.registry.all().flatMap((entity) =>
    entity === target ? [] : Object.entries(entity.properties).filter(([, p]) => p['x-reference'] === target.name && p.type !== 'array').map(([property]) => ({ entity, property })),
  );

/** Deletes the records pointing at the `target` rows whose ids `ids` selects, and theirs before them. */
export async function eraseReferencing(engine: Engine, trx: Db, target: RegisteredEntity, ids: RawBuilder<unknown>, depth = 0): Promise<void> {
  if (depth > 4) throw new Error(`referências encadeadas demais a partir de ${target.name}`);
  for (const { entity, property } of pointingAt(engine, target)) {
    const table = sql.id(entity.table);
    const column = sql.id(columnOf(entity, property));
    const pointing = sql`select id from ${table} where ${column} in (${ids})`;
    await eraseReferencing(engine, trx, entity, pointing, depth + 1);
    // By the reference inside the copy: it also finds the copies of records removed long ago (an answer replaced).
    await sql`update auditoria set antes = null, depois = null where entidade = ${entity.name}
      and ((antes -> ${property}::text ->> 'id')::integer in (${ids}) or (depois -> ${property}::text ->> 'id')::integer in (${ids}))`.execute(trx);
    await sql`delete from ${table} where ${column} in (${ids})`.execute(trx);
  }
}
