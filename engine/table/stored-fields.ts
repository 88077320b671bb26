/**
 * Where each property of an entity is stored. Most properties are one column each; a group
 * marked `"x-flatten": true` (the candidate's `pessoal`, `endereco`…) keeps its nested shape in
 * the API and the form but stores each of its properties in a column of its own
 * (`pessoal.cpf` → `pessoal_cpf`), so lists filter and sort such fields in SQL with indexes.
 * Lists of references live in join tables and owned child records (`x-children`) in child
 * tables: neither is a column.
 */
import type { JsonSchema } from '../declaration';
import { snakeCase } from '../naming';

export interface StoredField {
  /** Dotted path in the record: `nome`, `pessoal.cpf`. */
  path: string;
  /** Group it belongs to, when flattened. */
  group?: string;
  /** Property name inside its group (or the property itself). */
  key: string;
  schema: JsonSchema;
  column: string;
  /** Target entity of a scalar reference (`{id}` in the record, `<column>` holds the id). */
  reference?: string;
}

type WithProperties = { properties: Record<string, JsonSchema> };

export const isFlattened = (schema: JsonSchema | undefined): boolean => schema?.['x-flatten'] === true;
export const childEntityOf = (schema: JsonSchema | undefined): string | undefined =>
  typeof schema?.['x-children'] === 'string' ? schema['x-children'] : undefined;
export const isReferenceList = (schema: JsonSchema | undefined): boolean =>
  schema?.type === 'array' && typeof schema['x-reference'] === 'string';
/** Validated but never stored (a password's confirmation). */
export const isTransient = (schema: JsonSchema | undefined): boolean => schema?.['x-transient'] === true;

/** The column of a property at a path (`pessoal.cpf` → `pessoal_cpf`; a reference's ends in `_id`). */
export const columnName = (path: string, reference: boolean): string => `${snakeCase(path.replace('.', '_'))}${reference ? '_id' : ''}`;

function field(path: string, key: string, schema: JsonSchema, group?: string): StoredField {
  const reference = typeof schema['x-reference'] === 'string' ? schema['x-reference'] : undefined;
  return { path, key, group, schema, column: columnName(path, !!reference), reference };
}

const cache = new WeakMap<object, StoredField[]>();

/** The column-stored fields of an entity, in declaration order (computed once per entity). */
export function storedFields(entity: WithProperties): StoredField[] {
  let fields = cache.get(entity);
  if (fields) return fields;
  fields = [];
  for (const [name, schema] of Object.entries(entity.properties)) {
    if (isReferenceList(schema) || childEntityOf(schema) || isTransient(schema)) continue;
    if (!isFlattened(schema)) {
      fields.push(field(name, name, schema));
      continue;
    }
    for (const [key, inner] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
      if (isTransient(inner)) continue;
      fields.push(field(`${name}.${key}`, key, inner, name));
    }
  }
  cache.set(entity, fields);
  return fields;
}

/** The stored field at a dotted path (`pessoal.cpf`), if it is one. */
export function storedField(entity: WithProperties, path: string): StoredField | undefined {
  return storedFields(entity).find((f) => f.path === path);
}

/** The value at a dotted path of a record or body. */
export function valueAtPath(data: Record<string, unknown>, path: string): unknown {
  let value: unknown = data;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  return value;
}

/** A copy of `data` with the value at a dotted path replaced. */
export function withValueAt(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  if (!rest.length) return { ...data, [head]: value };
  return { ...data, [head]: withValueAt((data[head] ?? {}) as Record<string, unknown>, rest.join('.'), value) };
}

/** The schema of a property at a dotted path, through flattened groups. */
export function propertyAt(entity: WithProperties, path: string): JsonSchema | undefined {
  const [head = '', ...rest] = path.split('.');
  let schema: JsonSchema | undefined = entity.properties[head];
  for (const part of rest) schema = (schema?.properties as Record<string, JsonSchema> | undefined)?.[part];
  return schema;
}

/**
 * The properties the API shows of a record (secrets never leave the server, transient ones are never
 * stored, children come with their owner): what a partial view may name.
 */
export const readableProperties = (entity: WithProperties): string[] =>
  Object.entries(entity.properties)
    .filter(([, schema]) => schema.writeOnly !== true && !isTransient(schema) && !childEntityOf(schema))
    .map(([property]) => property);
