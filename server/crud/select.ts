/**
 * SQL that reads an entity as the API shows it: one statement for a page of rows, with
 * references resolved by joins and lists of references by correlated aggregates, so a page
 * costs the same number of statements whatever its size.
 */
import { sql, type RawBuilder, type Sql } from 'kysely';
import { dayBounds, isDayRange, type Bound } from '../../engine/day-range';
import type { RecordCondition } from '../../engine/declaration';
import { OWNER_COLUMN, POSITION_COLUMN, columnOf, joinTableName, searchColumn, searchedColumns, type SharedSwitch } from '../../engine/table/derive';
import { isFlattened, isReferenceList, readableProperties, storedFields, type StoredField } from '../../engine/table/stored-fields';
import { childrenOf, type Registry, type RegisteredEntity } from '../../engine/registry/registry';
import type { Scope } from '../db/tenant-context';
import { sharedSwitchSql } from '../db/shared-switch';
import { containsText, searchTextContains } from '../db/text-search';
import { isMoment, SYSTEM_PROPERTIES } from '../../engine/table/system-properties';
import type { ListParams } from './list-params';

type Fragment = RawBuilder<unknown> | ReturnType<Sql['id']>;

const id = (...names: string[]) => sql.id(...names);

interface Projection {
  columns: Fragment[];
  joins: Fragment[];
}

/** Built once per entity, reused by every request: the system columns, then each readable property's. */
const projections = new WeakMap<RegisteredEntity, { system: Fragment[]; properties: Map<string, Projection> }>();

/**
 * The select list of an entity as the API shows it; `fields` (a partial view, `?campos=`) limits it to
 * those properties — the id, version and moments always come.
 */
export function selectList(entity: RegisteredEntity, registry: Registry, fields?: readonly string[]): Projection {
  let built = projections.get(entity);
  if (!built) projections.set(entity, (built = buildProjection(entity, registry)));
  const chosen = fields ? fields.flatMap((field) => built.properties.get(field) ?? []) : [...built.properties.values()];
  return { columns: [...built.system, ...chosen.flatMap((p) => p.columns)], joins: chosen.flatMap((p) => p.joins) };
}

function buildProjection(entity: RegisteredEntity, registry: Registry) {
  const system: Fragment[] = [sql`t.id`, sql`t.version`, sql`t.created_at as "createdAt"`, sql`t.updated_at as "updatedAt"`];
  const properties = new Map<string, Projection>();
  const fields = storedFields(entity);
  let aliases = 0;
  /** A scalar's value: the column, or for a reference `{id, <summary>}` from a joined row. */
  const valueOf = (field: StoredField, joins: Fragment[]): Fragment => {
    if (!field.reference) return id('t', field.column);
    const target = registry.get(field.reference);
    const alias = `r${aliases++}`;
    joins.push(sql`left join ${id(target.table)} ${id(alias)} on ${id(alias, 'id')} = ${id('t', field.column)}`);
    return sql`case when ${id(alias, 'id')} is null then null else json_build_object('id', ${id(alias, 'id')}, ${sql.lit(target.summary)}, ${id(alias, columnOf(target, target.summary))}) end`;
  };
  for (const property of readableProperties(entity)) {
    const schema = entity.properties[property]!;
    const joins: Fragment[] = [];
    let column: Fragment;
    if (isReferenceList(schema)) {
      const join = joinTableName(entity.table, property);
      column = sql`coalesce((select json_agg(j.target_id order by j.position) from ${id(join)} j where j.owner_id = t.id), '[]'::json) as ${id(property)}`;
    } else if (isFlattened(schema)) {
      const pairs = fields.filter((f) => f.group === property && f.schema.writeOnly !== true).map((f) => sql`${sql.lit(f.key)}, ${valueOf(f, joins)}`);
      column = sql`${groupObject(pairs)} as ${id(property)}`;
    } else {
      column = sql`${valueOf(fields.find((f) => f.path === property)!, joins)} as ${id(property)}`;
    }
    properties.set(property, { columns: [column], joins });
  }
  return { system, properties };
}

/** A flattened group read back as one object, without its empty fields (50 pairs per call: PostgreSQL takes 100 arguments). */
function groupObject(pairs: Fragment[]): Fragment {
  const chunks: Fragment[] = [];
  for (let i = 0; i < pairs.length; i += 50) chunks.push(sql`jsonb_build_object(${sql.join(pairs.slice(i, i + 50))})`);
  return chunks.length ? sql`jsonb_strip_nulls(${sql.join(chunks, sql` || `)})` : sql`'{}'::jsonb`;
}

/** The company filter first, then each declared filter present in the request. */
export function whereClause(entity: RegisteredEntity, scope: Scope, params: Pick<ListParams, 'filters' | 'search' | 'ownerId' | 'shared' | 'readable'>): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (entity.scope === 'empresa') conditions.push(companyCondition(scope, params.shared));
  if (params.readable) conditions.push(sql`t.id = any(${params.readable}::integer[])`);
  if (params.ownerId !== undefined) conditions.push(sql`t.${id(OWNER_COLUMN)} = ${params.ownerId}`);
  const searched = searchedColumns(entity);
  /** "Contains" over a column: through its search text when it has one. */
  const contains = (column: string, text: string) => (searched.has(column) ? searchTextContains(id('t', searchColumn(column)), text) : containsText(id('t', column), text));
  if (params.search) conditions.push(contains(columnOf(entity, entity.summary), params.search));
  const { filters } = params;
  for (const [filter, value] of filters) {
    if (filter.op === 'match') {
      const condition = filter.match?.[String(value)];
      if (condition) conditions.push(matchCondition(entity, condition));
      continue;
    }
    const property = filter.field ?? filter.name;
    if (filter.op === 'sameAsCompany') {
      if (value === true) conditions.push(sameAsCompany(entity, property, scope));
      continue;
    }
    const schema = entity.properties[property] ?? {};
    if (isReferenceList(schema)) {
      const join = id(joinTableName(entity.table, property));
      const ids = (Array.isArray(value) ? value : [value]) as number[];
      conditions.push(sql`exists (select 1 from ${join} j where j.owner_id = t.id and j.target_id = any(${ids}))`);
      continue;
    }
    const column = id('t', columnOf(entity, property));
    // A day bounds a moment in São Paulo's calendar: "até 25/11" includes all of the 25th.
    const moment = isMoment(entity.properties[property] ?? SYSTEM_PROPERTIES[property]);
    const day = (offset: 0 | 1) => sql`((${value}::date + ${sql.raw(String(offset))})::timestamp at time zone 'America/Sao_Paulo')`;
    switch (filter.op) {
      case 'contains':
        conditions.push(contains(columnOf(entity, property), String(value)));
        break;
      case 'eq':
        conditions.push(sql`${column} = ${value}`);
        break;
      case 'in':
        conditions.push(sql`${column} = any(${value})`);
        break;
      case 'gte':
        conditions.push(moment ? sql`${column} >= ${day(0)}` : sql`${column} >= ${value}`);
        break;
      case 'lte':
        conditions.push(moment ? sql`${column} < ${day(1)}` : sql`${column} <= ${value}`);
        break;
    }
  }
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/**
 * The record's property holds what the session's company holds in its property of that name
 * (`empresa`'s own: the same grupo AC); an empty one matches an empty one.
 */
function sameAsCompany(entity: RegisteredEntity, property: string, scope: Scope): RawBuilder<unknown> {
  const column = columnOf(entity, property);
  return sql`${id('t', column)} is not distinct from (select ${id('s', column)} from empresa s where s.id = ${scope.empresaId})`;
}

const SQL_BOUND: Record<Bound, string> = { lt: '<', lte: '<=', gt: '>', gte: '>=' };

/** Each property with its value (`null`: no value; `{not}`: any other; a day range), in SQL: the options of a `match` filter. */
export function matchCondition(entity: RegisteredEntity, condition: RecordCondition): RawBuilder<unknown> {
  const parts = Object.entries(condition).map(([property, value]) => {
    const column = id('t', columnOf(entity, property));
    if (value !== null && typeof value === 'object' && isDayRange(value)) {
      return sql.join(dayBounds(value).map(([bound, date]) => sql`${column} ${sql.raw(SQL_BOUND[bound])} ${date}::date`), sql` and `);
    }
    if (value !== null && typeof value === 'object') return value.not === null ? sql`${column} is not null` : sql`${column} is distinct from ${value.not}`;
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
  const { columns, joins } = selectList(entity, registry, params.fields);
  // Owned records listed across owners: each row names its owner.
  const owner = entity.owner && params.ownerId === undefined ? registry.get(entity.owner) : undefined;
  if (owner) {
    columns.push(sql`json_build_object('id', o.id, ${sql.lit(owner.summary)}, o.${id(columnOf(owner, owner.summary))}) as "$dono"`);
    joins.push(sql`join ${id(owner.table)} o on o.id = t.${id(OWNER_COLUMN)}`);
  }
  const table = id(entity.table);
  return {
    page: sql`with matching as materialized (select ${sql.join(keys)} from ${table} t ${where}),
      page as (select t.id, count(*) over () as total from matching t ${order} limit ${limit} offset ${offset})
      select ${sql.join(columns)}, page.total::integer as "__total" from page join ${table} t on t.id = page.id ${sql.join(joins, sql` `)} ${order}`,
    count: sql`select count(*)::integer as count from ${table} t ${where}`,
  };
}

/** The session's company's rows, or every company's while the entity's `sharedWhen` switch is on. */
function companyCondition(scope: Scope, shared: SharedSwitch | undefined): RawBuilder<unknown> {
  const own = sql`t.empresa_id = ${scope.empresaId}`;
  return shared ? sql`(${own} or ${sharedSwitchSql(shared)})` : own;
}

/**
 * One record by id, of the session's company when the entity belongs to companies (or of any,
 * given its `sharedWhen` switch, which is on), with its owned child lists.
 */
export function readStatement(entity: RegisteredEntity, registry: Registry, scope: Scope, recordId: number, shared?: SharedSwitch): RawBuilder<Record<string, unknown>> {
  const { columns, joins } = selectList(entity, registry);
  const children = childrenOf(entity, registry).map(({ property, child }) => sql`${childList(child, registry, scope, recordId)} as ${id(property)}`);
  return sql`select ${sql.join([...columns, ...children])} from ${id(entity.table)} t ${sql.join(joins, sql` `)} where t.id = ${recordId} ${shared && entity.scope === 'empresa' ? sql`and ${companyCondition(scope, shared)}` : tenantOf(entity, scope)}`;
}

const tenantOf = (entity: RegisteredEntity, scope: Scope) => (entity.scope === 'empresa' ? sql`and t.empresa_id = ${scope.empresaId}` : sql``);

/** The child records of one owner, in their order, as the API shows them: values only, no ids or audit columns. */
export function childList(child: RegisteredEntity, registry: Registry, scope: Scope, ownerId: number): RawBuilder<unknown> {
  const { columns, joins } = selectList(child, registry);
  return sql`(select coalesce(jsonb_agg(jsonb_strip_nulls(to_jsonb(c) - ${CHILD_HIDDEN}::text[]) order by c."__position"), '[]'::jsonb)
    from (select ${sql.join(columns)}, t.${id(POSITION_COLUMN)} as "__position" from ${id(child.table)} t ${sql.join(joins, sql` `)}
      where t.${id(OWNER_COLUMN)} = ${ownerId} ${tenantOf(child, scope)}) c)`;
}

const CHILD_HIDDEN = '{id,version,createdAt,updatedAt,__position}';
