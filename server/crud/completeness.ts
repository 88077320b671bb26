/**
 * Whether a record has every field of a list of (dotted) paths filled — a candidate's
 * "qualificação cadastral" against the fields its company requires — as one SQL expression
 * over the row `t`, so a company's whole table is re-judged in one statement when its
 * configuration changes, and the result is a column lists filter with an index.
 */
import { sql, type RawBuilder } from 'kysely';
import { OWNER_COLUMN, columnType, joinTableName } from '../../engine/table/derive';
import type { JsonSchema } from '../../engine/declaration';
import { childEntityOf, isFlattened, isReferenceList, propertyAt, storedField } from '../../engine/table/stored-fields';
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';

const id = (...names: string[]) => sql.id(...names);

function filled(entity: RegisteredEntity, registry: Registry, path: string): RawBuilder<unknown> | undefined {
  const schema = propertyAt(entity, path);
  if (!schema) return undefined;
  const child = childEntityOf(schema);
  if (child || isReferenceList(schema)) {
    const table = child ? registry.get(child).table : joinTableName(entity.table, path);
    const any = sql`exists (select 1 from ${id(table)} c where c.${id(child ? OWNER_COLUMN : 'owner_id')} = t.id)`;
    const unless = schema['x-requiredUnless'];
    const waiver = typeof unless === 'string' ? storedField(entity, unless) : undefined;
    return waiver ? sql`(${id('t', waiver.column)} is true or ${any})` : any;
  }
  const field = storedField(entity, path);
  if (!field) return undefined;
  const column = id('t', field.column);
  return !field.reference && columnType(field.schema) === 'text' ? sql`coalesce(${column} <> '', false)` : sql`${column} is not null`;
}

/** `true` when every path is filled (paths no longer declared are ignored). */
export function completeExpression(entity: RegisteredEntity, registry: Registry, paths: string[]): RawBuilder<boolean> {
  const parts = paths.map((path) => filled(entity, registry, path)).filter((part) => part !== undefined);
  return parts.length ? sql<boolean>`(${sql.join(parts, sql` and `)})` : sql<boolean>`true`;
}

/**
 * The paths a (configuration-resolved) schema requires: its own `required`, its flattened
 * groups' (`pessoal.cpf`) and those its `allOf` rules add, whatever their condition — a
 * waived list (`x-requiredUnless`) is judged with its waiver by `completeExpression`.
 */
export function requiredPaths(schema: JsonSchema): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const paths = new Set<string>();
  const add = (names: unknown) => {
    for (const name of (names as string[] | undefined) ?? []) if (!isFlattened(properties[name])) paths.add(name);
  };
  add(schema.required);
  for (const rule of (schema.allOf as JsonSchema[] | undefined) ?? []) {
    add(rule.required);
    add((rule.then as JsonSchema | undefined)?.required);
    add((rule.else as JsonSchema | undefined)?.required);
  }
  for (const [name, group] of Object.entries(properties)) {
    if (!isFlattened(group)) continue;
    for (const key of (group.required as string[] | undefined) ?? []) paths.add(`${name}.${key}`);
  }
  return [...paths];
}
