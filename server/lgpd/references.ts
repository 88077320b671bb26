/**
 * Erasing a person takes along the records that point at them and those that point at
 * these in turn — the applications, the steps in each, the evaluations answered in them —
 * deepest first, so no foreign key is left dangling, and wipes the copies the audit trail kept
 * of each, removed earlier or now (they hold the candidate's name).
 */
import { sql, type RawBuilder } from 'kysely';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { columnOf, joinTableName } from '../../engine/table/derive';
import { isReferenceList } from '../../engine/table/stored-fields';
import type { Db } from '../db/database';
import { companyQuery } from '../db/scoped-query';
import type { Engine } from '../engine';
import { fileFieldOf } from '../../engine/file/file-field';
import { partsTableName } from '../../engine/file/parts-table';

/** Scalar references to `target` from other entities. */
export const pointingAt = (engine: Engine, target: RegisteredEntity) =>
  engine.registry.all().flatMap((entity) =>
    entity === target ? [] : Object.entries(entity.properties).filter(([, p]) => p['x-reference'] === target.name && p.type !== 'array').map(([property]) => ({ entity, property })),
  );

/**
 * Deletes the records pointing at the `target` rows whose ids `ids` selects, and theirs before them.
 * Raw SQL for the pointing tables and columns: the declarations name them at run time.
 */
export async function eraseReferencing(engine: Engine, trx: Db, empresaId: number, target: RegisteredEntity, ids: RawBuilder<unknown>, depth = 0): Promise<void> {
  if (depth > 4) throw new Error(`referências encadeadas demais a partir de ${target.name}`);
  for (const { entity, property } of pointingAt(engine, target)) {
    const table = sql.id(entity.table);
    const column = sql.id(columnOf(entity, property));
    const pointing = sql`select id from ${table} where ${column} in (${ids})`;
    await eraseReferencing(engine, trx, empresaId, entity, pointing, depth + 1);
    // By the reference inside the copy: it also finds the copies of records removed long ago (an answer replaced).
    const referenced = (copy: 'antes' | 'depois') => sql<boolean>`(${sql.ref(copy)} -> ${property}::text ->> 'id')::integer in (${ids})`;
    await companyQuery(trx, { empresaId })
      .updateTable('auditoria')
      .set({ antes: null, depois: null })
      .where('entidade', '=', entity.name)
      .where((eb) => eb.or([referenced('antes'), referenced('depois')]))
      .execute();
    await sql`delete from ${table} where ${column} in (${ids})`.execute(trx);
  }
}

/**
 * The tables erasing `entity` writes to: its own with its file's parts, lists and owned records, and those of
 * the records pointing at it (erased with it), in turn.
 */
export function erasureTables(engine: Engine, entity: RegisteredEntity, seen = new Set<string>()): string[] {
  if (seen.has(entity.name)) return [];
  seen.add(entity.name);
  const joins = Object.entries(entity.properties).filter(([, p]) => isReferenceList(p)).map(([property]) => joinTableName(entity.table, property));
  const owned = engine.registry.all().filter((other) => other.owner === entity.name);
  const related = [...owned, ...pointingAt(engine, entity).map(({ entity: pointing }) => pointing)];
  const parts = fileFieldOf(entity) ? [partsTableName(entity)] : [];
  return [entity.table, ...parts, ...joins, ...related.flatMap((other) => erasureTables(engine, other, seen))];
}
