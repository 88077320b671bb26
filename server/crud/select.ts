/**
 * SQL that reads an entity as the API shows it: one statement for a page of rows, with
 * references resolved by joins and lists of references by correlated aggregates, so a page
 * costs the same number of statements whatever its size.
 */
import { sql, type RawBuilder, type Sql } from 'kysely';
import { columnOf, joinTableName } from '../../engine/table/derive';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import type { Scope } from '../db/tenant-context';
import type { ListParams } from './list-params';

type Fragment = RawBuilder<unknown> | ReturnType<Sql['id']>;

const id = (...names: string[]) => sql.id(...names);

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function selectList(entity: RegisteredEntity, registry: Registry): { columns: Fragment[]; joins: Fragment[] } {
  const columns: Fragment[] = [
    sql`t.id`,
    sql`t.version`,
    sql`t.created_at as "createdAt"`,
    sql`t.updated_at as "updatedAt"`,
  ];
  const joins: Fragment[] = [];
  let n = 0;
  for (const [property, schema] of Object.entries(entity.properties)) {
    if (schema.writeOnly === true) continue; // secrets (password hashes) never leave the server
    const reference = schema['x-reference'];
    if (typeof reference !== 'string') {
      columns.push(sql`${id('t', columnOf(entity, property))} as ${id(property)}`);
      continue;
    }
    const target = registry.get(reference);
    if (schema.type === 'array') {
      const join = joinTableName(entity.table, property);
      columns.push(
        sql`coalesce((select json_agg(j.target_id order by j.position) from ${id(join)} j where j.owner_id = t.id), '[]'::json) as ${id(property)}`,
      );
      continue;
    }
    const alias = `r${n++}`;
    joins.push(sql`left join ${id(target.table)} ${id(alias)} on ${id(alias, 'id')} = ${id('t', columnOf(entity, property))}`);
    columns.push(
      sql`case when ${id(alias, 'id')} is null then null else json_build_object('id', ${id(alias, 'id')}, ${sql.lit(target.summary)}, ${id(alias, columnOf(target, target.summary))}) end as ${id(property)}`,
    );
  }
  return { columns, joins };
}

/** The company filter first, then each declared filter present in the request. */
export function whereClause(entity: RegisteredEntity, scope: Scope, filters: ListParams['filters']): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (entity.scope === 'empresa') conditions.push(sql`t.empresa_id = ${scope.empresaId}`);
  for (const [filter, value] of filters) {
    const property = filter.field ?? filter.name;
    const schema = entity.properties[property] ?? {};
    if (schema.type === 'array' && typeof schema['x-reference'] === 'string') {
      const join = id(joinTableName(entity.table, property));
      const ids = (Array.isArray(value) ? value : [value]) as number[];
      conditions.push(sql`exists (select 1 from ${join} j where j.owner_id = t.id and j.target_id = any(${ids}))`);
      continue;
    }
    const column = id('t', columnOf(entity, property));
    switch (filter.op) {
      case 'contains':
        conditions.push(sql`${column} ilike ${likePattern(String(value))}`);
        break;
      case 'eq':
        conditions.push(sql`${column} = ${value}`);
        break;
      case 'in':
        conditions.push(sql`${column} = any(${value})`);
        break;
      case 'gte':
        conditions.push(sql`${column} >= ${value}`);
        break;
      case 'lte':
        conditions.push(sql`${column} <= ${value}`);
        break;
    }
  }
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

export function orderClause(entity: RegisteredEntity, sort: ListParams['sort']): RawBuilder<unknown> {
  const parts = sort.map((s) => sql`${id('t', s.property === 'id' ? 'id' : columnOf(entity, s.property))} ${sql.raw(s.direction)}`);
  // A stable tie-break, so paging never repeats or skips a row.
  if (!sort.some((s) => s.property === 'id')) parts.push(sql`t.id asc`);
  return sql`order by ${sql.join(parts)}`;
}
