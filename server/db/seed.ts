/**
 * Reference data of global entities, loaded from the data files their declarations name,
 * at every start: new records are added and changed ones updated, in one statement each.
 */
import { sql } from 'kysely';
import { referencesOf, type Registry, type RegisteredEntity } from '../../engine/registry/registry';
import { columnOf, columnType } from '../../engine/table/derive';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import type { Db } from './database';

const ajv = createAjv();

export async function loadSeed(db: Db, entity: RegisteredEntity, records: Record<string, unknown>[]): Promise<void> {
  const validate = ajv.compile(entity.schema);
  const rows = records.map((record, index) => {
    const { id, ...data } = record;
    if (!Number.isInteger(id) || !validate(data)) {
      const detail = toFieldErrors(validate.errors, entity.schema).map((e) => `${e.field}: ${e.message}`).join(', ');
      throw new Error(`${entity.seed} registro ${index}: ${detail || 'id inteiro obrigatório'}`);
    }
    const row: Record<string, unknown> = { id };
    for (const [property, schema] of Object.entries(entity.properties)) {
      const value = data[property];
      row[columnOf(entity, property)] = typeof schema['x-reference'] === 'string' && value ? (value as { id: number }).id : value ?? null;
    }
    return row;
  });
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!);
  const definitions = columns.map((c) => {
    const property = Object.keys(entity.properties).find((p) => columnOf(entity, p) === c);
    const type = property && typeof entity.properties[property]!['x-reference'] !== 'string' ? columnType(entity.properties[property]!) : 'integer';
    return sql`${sql.id(c)} ${sql.raw(type)}`;
  });
  const updates = columns.filter((c) => c !== 'id').map((c) => sql`${sql.id(c)} = excluded.${sql.id(c)}`);
  const table = sql.id(entity.table);
  await sql`insert into ${table} (${sql.join(columns.map((c) => sql.id(c)))})
    select ${sql.join(columns.map((c) => sql.id(c)))} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.join(definitions)})
    on conflict (id) do update set ${sql.join(updates)}, updated_at = now()
    where (${sql.join(columns.map((c) => sql`${table}.${sql.id(c)}`))}) is distinct from (${sql.join(columns.map((c) => sql`excluded.${sql.id(c)}`))})`.execute(db);
  // Explicit ids leave the identity behind; records created later must not collide.
  await sql`select setval(pg_get_serial_sequence(${entity.table}, 'id'), (select max(id) from ${table}))`.execute(db);
}

/** Seeded entities, each after the seeded entities it references (estado before cidade). */
export function seedOrder(registry: Registry, names: string[]): RegisteredEntity[] {
  const ordered: RegisteredEntity[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.some((e) => e.name === name) || !names.includes(name) || path.includes(name)) return;
    const entity = registry.get(name);
    for (const { target } of referencesOf(entity)) visit(target, [...path, name]);
    ordered.push(entity);
  };
  for (const name of names) visit(name, []);
  return ordered;
}
