/**
 * Opens the database: PGlite in DATA_DIR by default (nothing to install), or a PostgreSQL
 * server when DATABASE_URL is set. On both the application's queries run as a role that owns
 * no table, so row-level security holds; migrations and system jobs use the owner.
 */
import { Kysely, PostgresDialect, sql, type KyselyConfig } from 'kysely';
import pg from 'pg';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { typeParsers } from './type-parsers';
import { pooledTenantDialect, sharedSessionDialects } from './tenant-dialect';
import { PGliteThread } from './pglite-thread';
import { checkDataDir, checkPostgresUrl, StorageError, unreachable } from './storage-check';
import type { DB } from '../../generated/db';

/** Typed by the declarations (generated/db.ts, `npm run gen`): a query naming an undeclared column does not compile. */
export type Db = Kysely<DB>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Application queries (restricted to the session's company by row-level security). */
  db: Db;
  /** Migrations, seeds and jobs that span companies. */
  owner: Db;
  /** Role the application runs as. */
  appRole: string;
  /** PGlite only: writes the data directory to `file`, a gzipped tar that `dataSnapshot` starts a new database from. */
  dump?(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir?: string;
  /** PGlite: a data directory dumped by `Database.dump` that a new database starts as (tests start seeded). */
  dataSnapshot?: string;
  url?: string;
  appRole?: string;
  poolSize?: number;
  /** Called with every statement the application runs (tests count them). */
  onQuery?: (sql: string) => void;
}

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return typeParsers[oid] ?? pg.types.getTypeParser(oid, format);
  },
};

function logger(onQuery: DatabaseOptions['onQuery']): KyselyConfig['log'] {
  return onQuery ? (event) => onQuery(event.query.sql) : undefined;
}

async function openPglite(dataDir: string, snapshot: string | undefined, appRole: string, onQuery: DatabaseOptions['onQuery']): Promise<Database> {
  const onDisk = dataDir !== 'memory://';
  if (onDisk) checkDataDir(dataDir);
  // The snapshot makes a new database only: one already in DATA_DIR opens as it is.
  if (onDisk && existsSync(join(dataDir, 'PG_VERSION'))) snapshot = undefined;
  // Its own thread: the WebAssembly engine runs synchronously (pglite-thread.ts).
  const client = await PGliteThread.start(dataDir, snapshot).catch((error: Error) => {
    throw new StorageError(`não foi possível abrir o banco em DATA_DIR ${dataDir} (${error.message}).`);
  });
  // The dialect needs only query() and close(), which the thread's client offers.
  const dialects = sharedSessionDialects(new PGliteDialect(client as unknown as PGlite), appRole);
  const owner: Db = new Kysely({ dialect: dialects.owner });
  const db: Db = new Kysely({ dialect: dialects.app, log: logger(onQuery) });
  return {
    kind: 'pglite',
    db,
    owner,
    appRole,
    dump: async (file) => {
      // Checkpointed first (as the owner): a database loaded from the dump starts without replaying the WAL.
      await sql`checkpoint`.execute(owner);
      await client.dump(file);
    },
    close: async () => {
      await db.destroy();
      await owner.destroy();
    },
  };
}

async function openPostgres(url: string, appRole: string, poolSize: number, onQuery: DatabaseOptions['onQuery']): Promise<Database> {
  checkPostgresUrl(url);
  const ownerPool = new pg.Pool({ connectionString: url, max: 2, types: pgTypes });
  // The role is set by the connection's start-up options: no query of it ever runs as the owner.
  const appPool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes, options: `-c role=${appRole}` });
  // An idle connection the server drops (restart, terminate) must not take the process down.
  for (const pool of [ownerPool, appPool]) pool.on('error', (error) => console.error('conexão com o PostgreSQL perdida:', error.message));
  await ownerPool.query('select 1').catch(async (error: unknown) => {
    await Promise.all([ownerPool.end(), appPool.end()]);
    throw unreachable(url, error);
  });
  const owner: Db = new Kysely({ dialect: pooledTenantDialect(new PostgresDialect({ pool: ownerPool })) });
  const db: Db = new Kysely({ dialect: pooledTenantDialect(new PostgresDialect({ pool: appPool })), log: logger(onQuery) });
  return {
    kind: 'postgres',
    db,
    owner,
    appRole,
    close: async () => {
      await db.destroy();
      await owner.destroy();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const appRole = options.appRole ?? 'rh_app';
  if (options.url) return openPostgres(options.url, appRole, options.poolSize ?? 10, options.onQuery);
  return openPglite(options.dataDir ?? './data', options.dataSnapshot, appRole, options.onQuery);
}

/** The database a server configuration names. */
export const openConfiguredDatabase = (config: { dataDir: string; dataSnapshot?: string; databaseUrl?: string; appRole: string; onQuery?: (sql: string) => void }): Promise<Database> =>
  openDatabase({ dataDir: config.dataDir, dataSnapshot: config.dataSnapshot, url: config.databaseUrl, appRole: config.appRole, onQuery: config.onQuery });
