/**
 * How a record's data becomes rows: its stored fields as column/value pairs, its lists of
 * references in join tables, its owned child lists in their tables — always inside the
 * caller's transaction.
 */
import { sql } from 'kysely';
import { OWNER_COLUMN, POSITION_COLUMN, columnType, joinTableName } from '../../engine/table/derive';
import { isReferenceList, storedFields, valueAtPath } from '../../engine/table/stored-fields';
import { childrenOf, type Registry, type RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';

const id = (...names: string[]) => sql.id(...names);

/** Column/value pairs of the stored fields; on update, absent ones become null. */
export function columnValues(entity: RegisteredEntity, data: Record<string, unknown>, all = false) {
  const pairs: [ReturnType<typeof id>, ReturnType<typeof sql>][] = [];
  for (const field of storedFields(entity)) {
    const value = valueAtPath(data, field.path);
    // A write-only value (a password hash, a photo) is not read back, so absent means "keep it";
    // a read-only one is the server's to set.
    if (all && field.schema.readOnly === true) continue;
    if (value === undefined && (!all || field.schema.writeOnly === true)) continue;
    const column = id(field.column);
    if (value === undefined) pairs.push([column, sql`null`]);
    else if (field.reference) pairs.push([column, sql`${(value as { id: number }).id}`]);
    else if (columnType(field.schema) === 'jsonb') pairs.push([column, sql`${JSON.stringify(value)}::jsonb`]);
    else pairs.push([column, sql`${value}`]);
  }
  return pairs;
}

/** Lists of references: replaced whole on update. */
export async function writeJoins(trx: Db, entity: RegisteredEntity, recordId: number, data: Record<string, unknown>, replace = false) {
  for (const [property, schema] of Object.entries(entity.properties)) {
    if (!isReferenceList(schema)) continue;
    const table = id(joinTableName(entity.table, property));
    if (replace) await sql`delete from ${table} where owner_id = ${recordId}`.execute(trx);
    const ids = [...new Set((data[property] as number[] | undefined) ?? [])];
    if (!ids.length) continue;
    await sql`insert into ${table} (owner_id, target_id, position)
      select ${recordId}, target_id, ordinality::integer from unnest(${ids}::integer[]) with ordinality as u(target_id, ordinality)`.execute(trx);
  }
}

/** Owned child lists are replaced whole: one delete and one multi-row insert per list. */
export async function writeChildren(trx: Db, registry: Registry, entity: RegisteredEntity, scope: Scope, recordId: number, data: Record<string, unknown>, replace = false) {
  for (const { property, child } of childrenOf(entity, registry)) {
    const table = id(child.table);
    if (replace) await sql`delete from ${table} where ${id(OWNER_COLUMN)} = ${recordId}`.execute(trx);
    const items = (data[property] as Record<string, unknown>[] | undefined) ?? [];
    if (!items.length) continue;
    const rows = items.map((item, position) => {
      const values = columnValues(child, item, true);
      values.push([id(OWNER_COLUMN), sql`${recordId}`], [id(POSITION_COLUMN), sql`${position}`]);
      if (child.scope === 'empresa') values.push([id('empresa_id'), sql`${scope.empresaId}`]);
      return values;
    });
    await sql`insert into ${table} (${sql.join(rows[0]!.map(([c]) => c))})
      values ${sql.join(rows.map((values) => sql`(${sql.join(values.map(([, v]) => v))})`))}`.execute(trx);
  }
}
