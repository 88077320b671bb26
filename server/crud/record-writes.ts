/**
 * How a record's data becomes rows: its stored fields as column/value pairs, its lists of
 * references in join tables, its owned child lists in their tables — always inside the
 * caller's transaction.
 */
import { sql } from 'kysely';
import type { JsonSchema } from '../../engine/declaration';
import { OWNER_COLUMN, POSITION_COLUMN, columnType, joinTableName } from '../../engine/table/derive';
import { isReferenceList, storedFields, valueAtPath } from '../../engine/table/stored-fields';
import { childrenOf, type Registry, type RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';

const id = (...names: string[]) => sql.id(...names);

/** The SQL value of a scalar property (absent or null: null; a reference: its id). */
export function columnValue(schema: JsonSchema, value: unknown): ReturnType<typeof sql> {
  if (value === undefined || value === null) return sql`null`;
  if (typeof schema['x-reference'] === 'string') return sql`${(value as { id: number }).id}`;
  if (columnType(schema) === 'jsonb') return sql`${JSON.stringify(value)}::jsonb`;
  return sql`${value}`;
}

/**
 * Column/value pairs of the stored fields; on update, absent ones become null. `withReadOnly`:
 * owned child rows, rewritten whole on each save, store the read-only values the owner's hooks
 * computed (a palográfico's NOR) rather than lose them.
 */
export function columnValues(entity: RegisteredEntity, data: Record<string, unknown>, all = false, withReadOnly = false) {
  const pairs: [ReturnType<typeof id>, ReturnType<typeof sql>][] = [];
  for (const field of storedFields(entity)) {
    const value = valueAtPath(data, field.path);
    // Read-only values are the server's: stored on create (their default), kept on update (actions change them).
    if (all && !withReadOnly && field.schema.readOnly === true) continue;
    // A write-only value (a password hash, a photo) is not read back, so absent means "keep it".
    if (value === undefined && (!all || field.schema.writeOnly === true)) continue;
    pairs.push([id(field.column), columnValue(field.schema, value)]);
  }
  return pairs;
}

/** Lists of references: replaced whole on update. */
export async function writeJoins(trx: Db, entity: RegisteredEntity, recordId: number, data: Record<string, unknown>, replace = false) {
  for (const [property, schema] of Object.entries(entity.properties)) {
    if (!isReferenceList(schema)) continue;
    const table = id(joinTableName(entity.table, property));
    if (replace) await sql`delete from ${table} where owner_id = ${recordId}`.execute(trx);
    // A list filled row by row may end in an empty row (`null`): nothing to store for it.
    const ids = [...new Set(((data[property] as (number | null)[] | undefined) ?? []).filter((v) => v !== null))];
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
      const values = columnValues(child, item, true, true);
      values.push([id(OWNER_COLUMN), sql`${recordId}`], [id(POSITION_COLUMN), sql`${position}`]);
      if (child.scope === 'empresa') values.push([id('empresa_id'), sql`${scope.empresaId}`]);
      return values;
    });
    await sql`insert into ${table} (${sql.join(rows[0]!.map(([c]) => c))})
      values ${sql.join(rows.map((values) => sql`(${sql.join(values.map(([, v]) => v))})`))}`.execute(trx);
  }
}
