/**
 * The declared `unique` rules: the refusal a write breaking one gets, and the rules asked ahead
 * of a write — a form prefilled from another record (a hired candidate's talento) is refused
 * before the user types, with the message the save would give. The unique index stays the
 * guarantee; asking ahead is only the early answer.
 */
import { sql } from 'kysely';
import type { UniqueRule } from '../../engine/declaration';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { storedField, valueAtPath } from '../../engine/table/stored-fields';
import type { Db } from '../db/database';
import { AppError, errors } from '../errors';
import { columnValue } from './record-writes';

/** The rule's message on its first field (400), or as a conflict of the whole record (`status` 409). */
export function uniqueRefusal(rule: UniqueRule): AppError {
  return rule.status === 409 ? new AppError(409, 'DUPLICATE', rule.message) : errors.validation([{ field: rule.fields[0]!, message: rule.message }]);
}

/** The first rule another record of the company already holds these values for, and that record's id. */
export async function uniqueHolder(db: Db, entity: RegisteredEntity, empresaId: number, data: Record<string, unknown>): Promise<{ rule: UniqueRule; id: number } | undefined> {
  for (const rule of entity.unique ?? []) {
    const values = rule.fields.map((field) => valueAtPath(data, field));
    if (values.some((value) => value === undefined || value === null)) continue;
    const conditions = rule.fields.map((field, i) => {
      const stored = storedField(entity, field)!;
      return sql`${sql.id(stored.column)} = ${columnValue(stored.schema, values[i])}`;
    });
    const { rows } = await sql<{ id: number }>`select id from ${sql.id(entity.table)} where empresa_id = ${empresaId} and ${sql.join(conditions, sql` and `)} order by id limit 1`.execute(db);
    if (rows[0]) return { rule, id: rows[0].id };
  }
  return undefined;
}

/** The first rule another record of the company already holds these values for. */
export async function uniqueConflict(db: Db, entity: RegisteredEntity, empresaId: number, data: Record<string, unknown>): Promise<UniqueRule | undefined> {
  return (await uniqueHolder(db, entity, empresaId, data))?.rule;
}
