/**
 * SQL that reads an entity as the API shows it: one statement for a page of rows, with
 * references resolved by joins and lists of references by correlated aggregates, so a page
 * costs the same number of statements whatever its size.
 */
import { sql, type RawBuilder, type Sql } from 'kysely';
import { columnOf, joinTableName } from '../../engine/table/derive';
import type { RecordCondition } from '../../engine/declaration';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import type { Scope } from '../db/tenant-context';
import type { ListParams } from './list-params';

type Fragment = RawBuilder<unknown> | ReturnType<Sql['id']>;

const id = (...names: string[]) => sql.id(...names);

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

interface Projection {
  columns: Fragment[];
  joins: Fragment[];
}

/** The projection never changes for an entity: built once, reused by every request. */
const projections = new WeakMap<RegisteredEntity, Projection>();

export function selectList(entity: RegisteredEntity, registry: Registry): Projection {
  let projection = projections.get(entity);
  if (!projection) projections.set(entity, (projection = buildProjection(entity, registry)));
  return projection;
}

function buildProjection(entity: RegisteredEntity, registry: Registry): Projection {
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
export function whereClause(entity: RegisteredEntity, scope: Scope, params: Pick<ListParams, 'filters' | 'search'>): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (entity.scope === 'empresa') conditions.push(sql`t.empresa_id = ${scope.empresaId}`);
  if (params.search) conditions.push(sql`${id('t', columnOf(entity, entity.summary))} ilike ${likePattern(params.search)}`);
  const { filters } = params;
  for (const [filter, value] of filters) {
    if (filter.op === 'match') {
      const condition = filter.match?.[String(value)];
      if (condition) conditions.push(matchCondition(entity, condition));
      continue;
    }
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

/** Each property equal to its value (`null`: no value), in SQL: the options of a `match` filter. */
export function matchCondition(entity: RegisteredEntity, condition: RecordCondition): RawBuilder<unknown> {
  const parts = Object.entries(condition).map(([property, value]) => {
    const column = id('t', columnOf(entity, property));
    return value === null ? sql`${column} is null` : sql`${column} = ${value}`;
  });
  return sql`(${sql.join(parts, sql` and `)})`;
}

export function orderClause(entity: RegisteredEntity, sort: ListParams['sort']): RawBuilder<unknown> {
  const parts = sort.map((s) => sql`${id('t', s.property === 'id' ? 'id' : columnOf(entity, s.property))} ${sql.raw(s.direction)}`);
  // A stable tie-break, so paging never repeats or skips a row.
  if (!sort.some((s) => s.property === 'id')) parts.push(sql`t.id asc`);
  return sql`order by ${sql.join(parts)}`;
}

export interface ListStatements {
  /** The page with each row's `__total` (rows matching the filters, ignoring the page). */
  page: RawBuilder<Record<string, unknown> & { __total: number }>;
  /** Only needed when the page came back empty: the total cannot ride on a row then. */
  count: RawBuilder<{ count: number }>;
}

/**
 * One statement per page. `matching` applies the filters alone (materialized, so PostgreSQL
 * uses the filter's index — a trigram one for "contains" — instead of walking the sort index
 * through every row of the company); `page` sorts and counts just those ids and sort keys;
 * the outer query reads the full rows, references included, of the page only.
 */
export function listStatements(entity: RegisteredEntity, registry: Registry, scope: Scope, params: ListParams, limit: number, offset: number): ListStatements {
  const where = whereClause(entity, scope, params);
  const order = orderClause(entity, params.sort);
  const sortColumns = [...new Set(params.sort.filter((s) => s.property !== 'id').map((s) => columnOf(entity, s.property)))];
  const keys = [sql`t.id`, ...sortColumns.map((column) => id('t', column))];
  const { columns, joins } = selectList(entity, registry);
  const table = id(entity.table);
  return {
    page: sql`with matching as materialized (select ${sql.join(keys)} from ${table} t ${where}),
      page as (select t.id, count(*) over () as total from matching t ${order} limit ${limit} offset ${offset})
      select ${sql.join(columns)}, page.total::integer as "__total" from page join ${table} t on t.id = page.id ${sql.join(joins, sql` `)} ${order}`,
    count: sql`select count(*)::integer as count from ${table} t ${where}`,
  };
}

/** One record by id, of the session's company when the entity belongs to companies. */
export function readStatement(entity: RegisteredEntity, registry: Registry, scope: Scope, recordId: number): RawBuilder<Record<string, unknown>> {
  const { columns, joins } = selectList(entity, registry);
  const tenant = entity.scope === 'empresa' ? sql`and t.empresa_id = ${scope.empresaId}` : sql``;
  return sql`select ${sql.join(columns)} from ${id(entity.table)} t ${sql.join(joins, sql` `)} where t.id = ${recordId} ${tenant}`;
}
