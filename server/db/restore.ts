/**
 * The restore: a backup (backup-format.ts) into a new database — an empty DATA_DIR (PGlite) or
 * an empty PostgreSQL database — in one transaction: the schema made by this version's
 * migrations (additive, so a backup of an earlier version comes in as a restarted server
 * would migrate it), any table or column the backup has beyond them made as it was, the rows
 * loaded in the file's order (each table after those it references; references the order
 * cannot honour loaded in a second pass), and the sequences set to where they were. A failure
 * leaves nothing: the transaction is rolled back and a data directory made here removed.
 * The reference seeds are not loaded: the backup holds them, as they were.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../generated/db';
import { declaredTables } from '../../engine/table/declared-tables';
import { loadSchemas } from '../schemas-loader';
import { openDatabase, type Database } from './database';
import { infrastructureTables } from './infrastructure';
import { migrateIn } from './migrate';
import { readBackup, type BackupHeader, type BackupTable } from './backup-format';

/** A restore that would write over data, or into nowhere: the message is the one line printed. */
export class RestoreRefused extends Error {}

export interface RestoreTarget {
  /** PGlite data directory (must be new or empty); ignored when `url` is given. */
  dataDir: string;
  /** PostgreSQL database (must have no tables). */
  url?: string;
  appRole: string;
  schemasDir: string;
}

export interface RestoreResult {
  header: BackupHeader;
  tables: number;
  rows: number;
}

/** Rows (or bytes of JSON) sent to the database in one statement. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

type Trx = Transaction<DB>;

async function firstHeader(file: string): Promise<BackupHeader> {
  const events = readBackup(file);
  try {
    const first = await events.next();
    if (first.done || first.value.kind !== 'header') throw new RestoreRefused('o arquivo de backup está vazio.');
    return first.value.header;
  } finally {
    await events.return(undefined);
  }
}

function checkEmptyDir(dir: string): void {
  if (dir === 'memory://') throw new RestoreRefused('DATA_DIR memory:// não guarda nada: indique uma pasta nova para restaurar o backup.');
  if (existsSync(dir) && readdirSync(dir).length) {
    throw new RestoreRefused(`a pasta de dados DATA_DIR ${dir} não está vazia: a restauração só grava num banco novo — indique uma pasta nova ou vazia.`);
  }
}

async function checkEmptyDatabase(database: Database): Promise<void> {
  const { rows } = await sql<{ count: number }>`select count(*)::integer as count from pg_tables where schemaname = current_schema()`.execute(database.owner);
  if (rows[0]!.count > 0) {
    throw new RestoreRefused('o banco de DATABASE_URL não está vazio: a restauração só grava num banco novo — crie um banco vazio e indique-o em DATABASE_URL.');
  }
}

async function existingColumns(trx: Trx): Promise<Map<string, Set<string>>> {
  const { rows } = await sql<{ tabela: string; coluna: string }>`
    select c.relname as tabela, a.attname as coluna from pg_class c
    join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid
    where n.nspname = current_schema() and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`.execute(trx);
  const tables = new Map<string, Set<string>>();
  for (const { tabela, coluna } of rows) tables.set(tabela, (tables.get(tabela) ?? new Set()).add(coluna));
  return tables;
}

/** What the backup has and this version's migrations do not make (the schema state, a column no longer declared) is made as it was. */
async function makeWhatIsMissing(trx: Trx, header: BackupHeader): Promise<void> {
  const existing = await existingColumns(trx);
  for (const table of header.tabelas) {
    const columns = existing.get(table.nome);
    const definition = (c: BackupTable['colunas'][number]) => sql`${sql.id(c.nome)} ${sql.raw(c.tipo)}${c.nulo ? sql`` : sql` not null`}`;
    if (!columns) {
      await sql`create table ${sql.id(table.nome)} (${sql.join(table.colunas.map(definition))})`.execute(trx);
      continue;
    }
    for (const column of table.colunas.filter((c) => !columns.has(c.nome))) {
      await sql`alter table ${sql.id(table.nome)} add column ${definition({ ...column, nulo: true })}`.execute(trx);
    }
  }
}

const ids = (names: string[]) => sql.join(names.map((name) => sql.id(name)));

/** Inserts one batch of rows (JSON objects as the dump wrote them), leaving the deferred columns empty. */
async function insertBatch(trx: Trx, table: BackupTable, rows: string[]): Promise<void> {
  const columns = table.colunas.map((c) => c.nome).filter((name) => !table.adiadas.includes(name));
  // json_populate_recordset reads each value by the column's own type (bytea from "\x…", jsonb nested, arrays).
  await sql`insert into ${sql.id(table.nome)} (${ids(columns)}) overriding system value
    select ${ids(columns)} from json_populate_recordset(null::${sql.id(table.nome)}, ${`[${rows.join(',')}]`}::json)`.execute(trx);
}

/** Second pass: the references that point forward in the file's order. */
async function fillDeferred(trx: Trx, table: BackupTable, rows: string[]): Promise<void> {
  const set = sql.join(table.adiadas.map((name) => sql`${sql.id(name)} = x.${sql.id(name)}`));
  const any = sql.join(table.adiadas.map((name) => sql`x.${sql.id(name)} is not null`), sql` or `);
  await sql`update ${sql.id(table.nome)} t set ${set}
    from json_populate_recordset(null::${sql.id(table.nome)}, ${`[${rows.join(',')}]`}::json) x
    where t.id = x.id and (${any})`.execute(trx);
}

/** Streams the file's rows to `send`, in batches, table by table. */
async function eachBatch(file: string, header: BackupHeader, wanted: (table: BackupTable) => boolean, send: (table: BackupTable, rows: string[]) => Promise<void>): Promise<void> {
  let table: BackupTable | undefined;
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (table && batch.length) await send(table, batch);
    batch = [];
    chars = 0;
  };
  for await (const event of readBackup(file)) {
    if (event.kind === 'table') {
      await flush();
      table = header.tabelas.find((t) => t.nome === event.table)!;
    } else if (event.kind === 'row' && wanted(table!)) {
      batch.push(event.json);
      chars += event.json.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
    }
  }
  await flush();
}

async function load(trx: Trx, file: string, header: BackupHeader, schemasDir: string, appRole: string): Promise<void> {
  const { registry } = loadSchemas(schemasDir);
  const tables = [...declaredTables(registry), ...infrastructureTables];
  await migrateIn(trx, tables, { appRole, sourceOf: (table) => registry.all().find((e) => e.table === table)?.source ?? 'infraestrutura' });
  await makeWhatIsMissing(trx, header);
  await eachBatch(file, header, () => true, (table, rows) => insertBatch(trx, table, rows));
  await eachBatch(file, header, (table) => table.adiadas.length > 0, (table, rows) => fillDeferred(trx, table, rows));
  for (const sequence of header.sequencias) {
    const { rows } = await sql<{ found: boolean }>`select exists (select 1 from pg_sequences where schemaname = current_schema() and sequencename = ${sequence.nome}) as found`.execute(trx);
    if (!rows[0]!.found) continue;
    if (sequence.valor === null) await sql`select setval(${sequence.nome}::regclass, 1, false)`.execute(trx);
    else await sql`select setval(${sequence.nome}::regclass, ${sequence.valor})`.execute(trx);
  }
}

/** Restores `file` into the target, which must be new (an empty data directory, a database with no tables). */
export async function restoreDatabase(file: string, target: RestoreTarget): Promise<RestoreResult> {
  if (!existsSync(file)) throw new RestoreRefused(`o arquivo ${file} não existe.`);
  const header = await firstHeader(file);
  const onDisk = !target.url;
  if (onDisk) checkEmptyDir(target.dataDir);
  const madeDir = onDisk && !existsSync(target.dataDir);
  let database: Database | undefined;
  try {
    database = await openDatabase({ dataDir: target.dataDir, url: target.url, appRole: target.appRole });
    if (!onDisk) await checkEmptyDatabase(database);
    await database.owner.transaction().execute((trx) => load(trx, file, header, target.schemasDir, target.appRole));
    await database.close();
    database = undefined;
    return { header, tables: header.tabelas.length, rows: header.tabelas.reduce((sum, t) => sum + t.linhas, 0) };
  } catch (error) {
    await database?.close().catch(() => undefined);
    // A data directory this restore made holds only the rolled-back attempt.
    if (onDisk && existsSync(target.dataDir)) {
      if (madeDir) rmSync(target.dataDir, { recursive: true, force: true });
      else for (const entry of readdirSync(target.dataDir)) rmSync(join(target.dataDir, entry), { recursive: true, force: true });
    }
    throw error;
  }
}
