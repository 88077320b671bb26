/**
 * Declaration → table definition, with no database at hand: the columns (typed scalars,
 * jsonb for nested data), the foreign keys of references, join tables for lists of
 * references, and the indexes the declared filters and sorts need.
 */
import type { JsonSchema, UniqueRule } from '../declaration';
import { snakeCase } from '../naming';
import type { Registry, RegisteredEntity } from '../registry/registry';
import { columnName, storedField, storedFields } from './stored-fields';
import { SYSTEM_PROPERTIES } from './system-properties';

/** Names as PostgreSQL's format_type() spells them, so introspection compares equal. */
export type SqlType = 'integer' | 'bigint' | 'numeric' | 'text' | 'boolean' | 'date' | 'timestamp with time zone' | 'jsonb' | 'bytea';

export interface ColumnDefinition {
  name: string;
  /** Property of the entity; absent on system columns. */
  property?: string;
  type: SqlType;
  /** Table the column references (foreign key on its `id`). */
  references?: string;
  /** Rows go with the referenced row (owned child records). */
  cascade?: boolean;
  /** The column it was before the property was renamed (`renamedFrom`): renamed, data kept. */
  renamedFrom?: string;
  /** The declared default, written into the rows that exist when the column is added. */
  default?: unknown;
  /**
   * Kept by the database as the text of this other column in lower case and without accents
   * (a generated column): what "contains" searches, through a trigram index, with no function
   * to run on each candidate row.
   */
  searchOf?: string;
}

export interface JoinTableDefinition {
  name: string;
  property: string;
  /** The join table of the list's former name (`renamedFrom`). */
  renamedFrom?: string;
  /** Table of the referenced entity. */
  target: string;
}

export interface IndexDefinition {
  name: string;
  columns: string[];
  /** A trigram index over the unaccented text serves `contains` (server/db/text-search.ts). */
  trigram?: boolean;
  /** Kept unique where all its columns have a value (a declared `unique` rule). */
  unique?: boolean;
}

export interface TableDefinition {
  name: string;
  /** The entity's former name and table (`renamedFrom`) and its name now: renamed at start, data kept. */
  renamedFrom?: { entity: string; table: string; now: string };
  tenant: boolean;
  /** `sharedWhen`: the installation's switch (a global singleton's boolean column) that lets every company read the rows. */
  sharedWhen?: SharedSwitch;
  columns: ColumnDefinition[];
  joins: JoinTableDefinition[];
  indexes: IndexDefinition[];
}

const sqlTypes: SqlType[] = ['integer', 'bigint', 'numeric', 'text', 'boolean', 'date', 'timestamp with time zone', 'jsonb', 'bytea'];

function mainType(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null');
  if (typeof type === 'string') return type;
  const option = (schema.oneOf as JsonSchema[] | undefined)?.[0];
  if (option && 'const' in option) return typeof option.const === 'number' ? 'integer' : 'string';
  return undefined;
}

export function columnType(property: JsonSchema): SqlType {
  const declared = property['x-column'];
  if (typeof declared === 'string') {
    if (!sqlTypes.includes(declared as SqlType)) throw new Error(`x-column desconhecido: ${declared}`);
    return declared as SqlType;
  }
  switch (mainType(property)) {
    case 'string':
      if (property.format === 'date') return 'date';
      if (property.format === 'date-time') return 'timestamp with time zone';
      return 'text';
    case 'integer':
      return 'integer';
    case 'number':
      return 'numeric';
    case 'boolean':
      return 'boolean';
    default:
      return 'jsonb';
  }
}

/** Column of a scalar reference: `areaOrganizacional` → `area_organizacional_id`. */
export function referenceColumn(property: string): string {
  return `${snakeCase(property)}_id`;
}

export function joinTableName(table: string, property: string): string {
  return `${table}__${snakeCase(property)}`;
}

export const systemColumns: ColumnDefinition[] = [
  { name: 'id', type: 'integer' },
  { name: 'created_at', type: 'timestamp with time zone' },
  { name: 'updated_at', type: 'timestamp with time zone' },
  { name: 'version', type: 'integer' },
];

/** Column that stores a property (scalar reference → its `_id` column; `pessoal.cpf` → `pessoal_cpf`). */
/**
 * The index of a `unique` rule: the service knows a refused write by this name. PostgreSQL cuts
 * names at 63 bytes (the ASCII of table and column names), so it is cut alike to be found again.
 */
export function uniqueIndexName(entity: RegisteredEntity, rule: UniqueRule): string {
  return `${entity.table}_${rule.fields.map((field) => columnOf(entity, field)).join('_')}_key`.slice(0, 63);
}

/** The generated search text of a column (see `searchOf`). */
export const searchColumn = (column: string): string => `${column}_busca`;

const searchedCache = new WeakMap<RegisteredEntity, Set<string>>();

/** Columns searched by "contains": those of contains filters, and the summary (dropdowns search it). */
export function searchedColumns(entity: RegisteredEntity): Set<string> {
  const cached = searchedCache.get(entity);
  if (cached) return cached;
  const columns = new Set<string>();
  for (const filter of entity.filters ?? []) {
    const property = filter.field ?? filter.name;
    if (filter.op === 'contains' && storedField(entity, property)) columns.add(columnOf(entity, property));
  }
  // A summary that is a date (a dated entry's) is not searched as text.
  const summary = entity.properties[entity.summary];
  if (summary?.type === 'string' && columnType(summary) === 'text') columns.add(columnOf(entity, entity.summary));
  searchedCache.set(entity, columns);
  return columns;
}

export function columnOf(entity: RegisteredEntity, property: string): string {
  return storedField(entity, property)?.column ?? snakeCase(property);
}

/** Columns of an owned child table (`owner` in its declaration): its parent's id and its place in the list. */
export const OWNER_COLUMN = 'owner_id';
export const POSITION_COLUMN = 'position';

export interface SharedSwitch {
  table: string;
  column: string;
}

/** Where the switch an entity's `sharedWhen` names is stored. */
export function sharedSwitchOf(entity: RegisteredEntity, registry: Registry): SharedSwitch | undefined {
  if (!entity.sharedWhen) return undefined;
  const [holder, property] = entity.sharedWhen.split('.') as [string, string];
  const target = registry.get(holder);
  return { table: target.table, column: columnOf(target, property) };
}

export function deriveTable(entity: RegisteredEntity, registry: Registry): TableDefinition {
  const tenant = entity.scope === 'empresa';
  const columns: ColumnDefinition[] = [...systemColumns];
  if (tenant) columns.push({ name: 'empresa_id', type: 'integer', references: 'empresa' });
  if (entity.owner) {
    columns.push({ name: OWNER_COLUMN, type: 'integer', references: registry.get(entity.owner).table, cascade: true });
    columns.push({ name: POSITION_COLUMN, type: 'integer' });
  }
  const joins: JoinTableDefinition[] = [];
  for (const [property, schema] of Object.entries(entity.properties)) {
    const target = schema['x-reference'];
    if (typeof target === 'string' && schema.type === 'array') {
      const renamedFrom = typeof schema.renamedFrom === 'string' ? joinTableName(entity.table, schema.renamedFrom) : undefined;
      joins.push({ name: joinTableName(entity.table, property), property, target: registry.get(target).table, ...(renamedFrom && { renamedFrom }) });
    }
  }
  for (const field of storedFields(entity)) {
    const evolution = {
      ...(typeof field.schema.renamedFrom === 'string' && { renamedFrom: columnName(field.group ? `${field.group}.${field.schema.renamedFrom}` : field.schema.renamedFrom, !!field.reference) }),
      ...(field.schema.default !== undefined && { default: field.schema.default }),
    };
    if (field.reference) columns.push({ name: field.column, property: field.path, type: 'integer', references: registry.get(field.reference).table, ...evolution });
    else columns.push({ name: field.column, property: field.path, type: columnType(field.schema), ...evolution });
  }

  const indexes: IndexDefinition[] = [];
  const lead = tenant ? ['empresa_id'] : [];
  const seen = new Set<string>();
  const addIndex = (column: string) => {
    if (seen.has(column)) return;
    seen.add(column);
    indexes.push({ name: `${entity.table}_${column}_idx`, columns: [...lead, column] });
  };
  for (const column of searchedColumns(entity)) {
    columns.push({ name: searchColumn(column), type: 'text', searchOf: column });
    indexes.push({ name: `${entity.table}_${searchColumn(column)}_trgm`, columns: [searchColumn(column)], trigram: true });
  }
  for (const filter of entity.filters ?? []) {
    const property = filter.field ?? filter.name;
    // Choices over flags select too much of a table for an index to pay; "contains" has its own.
    if (filter.op === 'match' || filter.op === 'contains') continue;
    if (!storedField(entity, property)) continue; // join tables carry their own index
    addIndex(columnOf(entity, property));
  }
  const sortable = new Set(entity.list.sortable ?? []);
  if (entity.list.defaultSort) sortable.add(entity.list.defaultSort.split(',')[0] ?? '');
  for (const property of sortable) if (storedField(entity, property) || SYSTEM_PROPERTIES[property]) addIndex(columnOf(entity, property));
  for (const column of columns) if (column.references && column.name !== 'empresa_id') addIndex(column.name);
  for (const rule of entity.unique ?? []) {
    indexes.push({ name: uniqueIndexName(entity, rule), columns: [...lead, ...rule.fields.map((field) => columnOf(entity, field))], unique: true });
  }
  if (tenant && !seen.has('empresa_id')) indexes.push({ name: `${entity.table}_empresa_idx`, columns: ['empresa_id', 'id'] });
  const renamedFrom = entity.renamedFrom ? { renamedFrom: { entity: entity.renamedFrom, table: snakeCase(entity.renamedFrom), now: entity.name } } : {};
  const sharedWhen = sharedSwitchOf(entity, registry);
  return { name: entity.table, ...renamedFrom, tenant, ...(sharedWhen && { sharedWhen }), columns, joins, indexes };
}
