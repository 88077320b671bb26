/** References in a body (scalar, lists, inside groups and owned child lists) checked against the database before a write. */
import { sql } from 'kysely';
import { storedFields, isReferenceList, valueAtPath } from '../../engine/table/stored-fields';
import { childrenOf, type Registry, type RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';
import { errors } from '../errors';
import { checkDependentReferences } from './dependent-references';

const id = (...names: string[]) => sql.id(...names);

/**
 * Every referenced record must exist and, when it belongs to companies, to this one —
 * in the record, its groups and its child lists, with one query per target entity.
 */
export async function checkReferences(trx: Db, registry: Registry, entity: RegisteredEntity, scope: Scope, data: Record<string, unknown>, previous?: Record<string, unknown>): Promise<void> {
  const wanted: { field: string; target: string; ids: number[] }[] = [];
  const collect = (owner: RegisteredEntity, record: Record<string, unknown>, prefix: string) => {
    for (const [property, schema] of Object.entries(owner.properties)) {
      if (isReferenceList(schema) && Array.isArray(record[property])) {
        // A list may hold empty places (the substituted talents' last one).
        const ids = (record[property] as (number | null)[]).filter((v): v is number => v !== null);
        wanted.push({ field: prefix + property, target: schema['x-reference'] as string, ids });
      }
    }
    for (const field of storedFields(owner)) {
      // A record read back holds null for an empty reference: copied as is (a clone), it refers to nothing.
      const value = valueAtPath(record, field.path) as { id: number } | null | undefined;
      if (field.reference && value !== undefined && value !== null) wanted.push({ field: prefix + field.path, target: field.reference, ids: [value.id] });
    }
  };
  collect(entity, data, '');
  for (const { property, child } of childrenOf(entity, registry)) {
    ((data[property] as Record<string, unknown>[] | undefined) ?? []).forEach((item, index) => collect(child, item, `${property}.${index}.`));
  }
  const problems: { field: string; message: string }[] = [];
  for (const target of new Set(wanted.map((w) => w.target))) {
    const entityOf = registry.get(target);
    const ids = [...new Set(wanted.filter((w) => w.target === target).flatMap((w) => w.ids))];
    if (!ids.length) continue;
    const tenant = entityOf.scope === 'empresa' ? sql`and empresa_id = ${scope.empresaId}` : sql``;
    const { rows } = await sql<{ id: number }>`select id from ${id(entityOf.table)} where id = any(${ids}::integer[]) ${tenant}`.execute(trx);
    const found = new Set(rows.map((r) => r.id));
    for (const w of wanted) {
      if (w.target === target && w.ids.some((i) => !found.has(i))) problems.push({ field: w.field, message: 'Registro não encontrado' });
    }
  }
  if (problems.length) throw errors.validation(problems);
  await checkDependentReferences(trx, registry, entity, scope, data, previous);
}
