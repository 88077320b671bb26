/**
 * Many records of one entity written at once inside a transaction (a salary review's thousands
 * of history entries, the situation of the talents who follow a faixa): a few statements of up
 * to CHUNK rows, the company's and the owner's columns set, and one audit row per record written
 * in the same statements' way. No hooks run and references are not looked up one by one: the
 * caller does in bulk what hooks would do and takes the references from the company's own
 * records, read through its scoped queries.
 */
import { sql, type Compilable } from 'kysely';
import { OWNER_COLUMN, columnType } from '../../engine/table/derive';
import { storedField, type StoredField } from '../../engine/table/stored-fields';
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';
import { columnValue, columnValues } from './record-writes';

const CHUNK = 1000;

export interface BulkRecord {
  data: Record<string, unknown>;
  /** The owner's record (`owner` declarations). */
  ownerId?: number;
}

/** Inserts the records in order and answers their ids. */
export async function insertMany(trx: Db, entity: RegisteredEntity, scope: Scope, records: readonly BulkRecord[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < records.length; start += CHUNK) {
    const chunk = records.slice(start, start + CHUNK);
    // Every stored column in every row (absent: null), so the rows share one column list.
    const rows = chunk.map(({ data, ownerId }) => {
      const values = columnValues(entity, data, true, true);
      if (entity.scope === 'empresa') values.push([sql.id('empresa_id'), sql`${scope.empresaId}`]);
      if (entity.owner) values.push([sql.id(OWNER_COLUMN), sql`${ownerId ?? null}`]);
      return values;
    });
    const inserted = await sql<{ id: number }>`insert into ${sql.id(entity.table)} (${sql.join(rows[0]!.map(([column]) => column))})
      values ${sql.join(rows.map((values) => sql`(${sql.join(values.map(([, value]) => value))})`))} returning id`.execute(trx);
    const chunkIds = inserted.rows.map((row) => row.id);
    await sql`insert into auditoria (empresa_id, usuario_id, entidade, registro_id, acao, antes, depois)
      values ${sql.join(chunk.map(({ data }, i) => sql`(${scope.empresaId}, ${scope.usuarioId}, ${entity.name}, ${chunkIds[i]}, 'C', null, ${JSON.stringify({ id: chunkIds[i], ...data })}::jsonb)`))}`.execute(trx);
    ids.push(...chunkIds);
  }
  return ids;
}

export interface BulkChange {
  id: number;
  /** The stored properties changed, the same ones in every change; references as `{id}` or null. */
  changes: Record<string, unknown>;
}

const sqlType = (field: StoredField) => sql.raw(field.reference ? 'integer' : columnType(field.schema));

/**
 * Changes the same properties of many of the company's records at once (UPDATE … FROM VALUES),
 * each one's version moved on, with an audit row holding those properties before and after.
 */
export async function updateMany(trx: Db, entity: RegisteredEntity, scope: Scope, rows: readonly BulkChange[]): Promise<void> {
  if (!rows.length) return;
  const names = Object.keys(rows[0]!.changes);
  const fields = names.map((name) => {
    const field = storedField(entity, name);
    if (!field) throw new Error(`updateMany: ${entity.name}.${name} não é um campo gravado`);
    return field;
  });
  const column = (i: number) => sql.id(`c${i}`);
  // As the record shows a value: a reference as `{id}`.
  const asRecord = (field: StoredField, value: ReturnType<typeof sql>) => (field.reference ? sql`case when ${value} is null then null else jsonb_build_object('id', ${value}) end` : value);
  const image = (from: string, value: (field: StoredField, i: number) => ReturnType<typeof sql>) =>
    sql`jsonb_build_object('id', ${sql.ref(`${from}.id`)}, ${sql.join(fields.map((f, i) => sql`${f.path}::text, ${asRecord(f, value(f, i))}`))})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const values = chunk.map((row) => sql`(${row.id}::integer, ${sql.join(fields.map((f) => sql`${columnValue(f.schema, row.changes[f.path])}::${sqlType(f)}`))})`);
    // One statement: the rows as they were (the CTEs share one snapshot), the update, and the audit rows of both.
    await sql`with v (id, ${sql.join(fields.map((_, i) => column(i)))}) as (values ${sql.join(values)}),
      antes as (select t.* from ${sql.id(entity.table)} t join v on v.id = t.id where t.empresa_id = ${scope.empresaId}),
      mudados as (update ${sql.id(entity.table)} t set ${sql.join(fields.map((f, i) => sql`${sql.id(f.column)} = v.${column(i)}`))}, version = t.version + 1, updated_at = now()
        from v where t.id = v.id and t.empresa_id = ${scope.empresaId} returning t.id)
      insert into auditoria (empresa_id, usuario_id, entidade, registro_id, acao, antes, depois)
      select ${scope.empresaId}, ${scope.usuarioId}, ${entity.name}, antes.id, 'U',
        ${image('antes', (f) => sql.ref(`antes.${f.column}`))}, ${image('v', (_, i) => sql.ref(`v.c${i}`))}
      from antes join v on v.id = antes.id join mudados on mudados.id = antes.id`.execute(trx);
  }
}

/**
 * Records made by one INSERT … SELECT (thousands of evaluation participants derived from the
 * area tree): `rows` is a query of the company's own records (a scoped `companyQuery`) whose
 * columns are named as the stored properties' columns; the company's column is added here, rows
 * a unique rule refuses are skipped, and the audit rows are written by the same statement.
 * Answers how many were made.
 */
export async function insertSelected(trx: Db, entity: RegisteredEntity, scope: Scope, properties: readonly string[], rows: Compilable): Promise<number> {
  const fields = storedFields(entity, properties);
  const columns = sql.join(fields.map((f) => sql.id(f.column)));
  const { rows: made } = await sql<{ total: number }>`with novos as (
      insert into ${sql.id(entity.table)} (empresa_id, ${columns})
      select ${scope.empresaId}, ${sql.join(fields.map((f) => sql.ref(`x.${f.column}`)))} from (${rows}) x
      on conflict do nothing returning id, ${columns}),
    auditados as (insert into auditoria (empresa_id, usuario_id, entidade, registro_id, acao, antes, depois)
      select ${scope.empresaId}, ${scope.usuarioId}, ${entity.name}, novos.id, 'C', null,
        ${imageOf('novos', fields)} from novos)
    select count(*)::integer as total from novos`.execute(trx);
  return made[0]?.total ?? 0;
}

/**
 * Removes at once the company's records whose ids a scoped query selects (`ids`: one column,
 * `id`), with their audit rows (the listed properties as they were) in the same statement; no
 * hooks, no cascades (for records nothing points at). Answers how many were removed.
 */
export async function deleteSelected(trx: Db, entity: RegisteredEntity, scope: Scope, properties: readonly string[], ids: Compilable): Promise<number> {
  const fields = storedFields(entity, properties);
  const { rows } = await sql<{ total: number }>`with removidos as (
      delete from ${sql.id(entity.table)} t where t.empresa_id = ${scope.empresaId} and t.id in (select x.id from (${ids}) x)
      returning t.id, ${sql.join(fields.map((f) => sql.ref(`t.${f.column}`)))}),
    auditados as (insert into auditoria (empresa_id, usuario_id, entidade, registro_id, acao, antes, depois)
      select ${scope.empresaId}, ${scope.usuarioId}, ${entity.name}, removidos.id, 'D', ${imageOf('removidos', fields)}, null from removidos)
    select count(*)::integer as total from removidos`.execute(trx);
  return rows[0]?.total ?? 0;
}

function storedFields(entity: RegisteredEntity, properties: readonly string[]): StoredField[] {
  return properties.map((name) => {
    const field = storedField(entity, name);
    if (!field) throw new Error(`${entity.name}.${name} não é um campo gravado`);
    return field;
  });
}

/** A row of `from` as the record shows it in the audit trail: its id and these properties, a reference as `{id}`. */
function imageOf(from: string, fields: readonly StoredField[]) {
  const valueOf = (field: StoredField) => {
    const value = sql.ref(`${from}.${field.column}`);
    return field.reference ? sql`case when ${value} is null then null else jsonb_build_object('id', ${value}) end` : value;
  };
  return sql`jsonb_build_object('id', ${sql.ref(`${from}.id`)}, ${sql.join(fields.map((f) => sql`${f.path}::text, ${valueOf(f)}`))})`;
}
