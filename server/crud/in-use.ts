/**
 * What still points at a record whose delete the database refused: the refusal names it
 * ("Candidatos (3)") so the user knows where to look, counted in the session's company only.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import { joinTableName } from '../../engine/table/derive';
import { isReferenceList, storedFields } from '../../engine/table/stored-fields';
import type { Scope } from '../db/tenant-context';

const id = (...names: string[]) => sql.id(...names);

export interface Usage {
  labelPlural: string;
  count: number;
}

/** Each entity whose records refer to `recordId` of `entity` (not by a cascading reference), with how many do. */
export async function usagesOf(db: Db, registry: Registry, entity: RegisteredEntity, scope: Scope, recordId: number): Promise<Usage[]> {
  const usages: Usage[] = [];
  for (const referencing of registry.all()) {
    const tenant = referencing.scope === 'empresa' ? sql`and t.empresa_id = ${scope.empresaId}` : sql``;
    const counts = [
      ...storedFields(referencing)
        .filter((field) => field.reference === entity.name && field.schema['x-onDelete'] !== 'cascade')
        .map((field) => sql<{ n: number }>`select count(*)::int as n from ${id(referencing.table)} t where t.${id(field.column)} = ${recordId} ${tenant}`),
      ...Object.entries(referencing.properties)
        .filter(([, schema]) => isReferenceList(schema) && schema['x-reference'] === entity.name)
        .map(([property]) => sql<{ n: number }>`select count(distinct j.owner_id)::int as n from ${id(joinTableName(referencing.table, property))} j
          join ${id(referencing.table)} t on t.id = j.owner_id where j.target_id = ${recordId} ${tenant}`),
    ];
    let count = 0;
    for (const query of counts) count += (await query.execute(db)).rows[0]?.n ?? 0;
    if (count > 0) usages.push({ labelPlural: referencing.labelPlural, count });
  }
  return usages;
}
