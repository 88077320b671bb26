/**
 * Drivers whose connections always carry, before a query runs, the role it runs as and the
 * current company in the session setting `app.empresa_id` (read by the row-level-security
 * policies). The settings are only sent when they differ from what the connection already
 * has, so a busy company costs no extra statement.
 *
 * On PostgreSQL each pool logs in as its own role, so only the company is set. PGlite has one
 * connection shared by the owner (migrations, jobs) and the application: there the role is
 * switched too (`set_config('role', …)`, as SET ROLE), so the application's queries meet the
 * same policies as on PostgreSQL.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { currentScope } from './tenant-context';

/** What a connection was last set to, by the physical session it belongs to. */
type SessionTags = WeakMap<object, string>;

interface SessionSettings {
  tags: SessionTags;
  /** Role to switch to before each query; null leaves the login role alone. */
  role: string | null;
  /** The physical session a connection object stands for (PGlite hands out a new object per acquire). */
  sessionOf(connection: DatabaseConnection): object;
}

class TenantConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection, private readonly settings: SessionSettings) {}

  private async ensureSettings(): Promise<void> {
    const { tags, role, sessionOf } = this.settings;
    const empresa = String(currentScope()?.empresaId ?? '');
    const wanted = `${role ?? ''}|${empresa}`;
    const session = sessionOf(this.inner);
    if (tags.get(session) === wanted) return;
    const statement =
      role === null
        ? CompiledQuery.raw('select set_config($1, $2, false)', ['app.empresa_id', empresa])
        : CompiledQuery.raw('select set_config($1, $2, false), set_config($3, $4, false)', ['role', role, 'app.empresa_id', empresa]);
    await this.inner.executeQuery(statement);
    tags.set(session, wanted);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.ensureSettings();
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await this.ensureSettings();
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }

  /** A rollback also undoes a set_config made inside the transaction: forget what we knew. */
  forget(): void {
    this.settings.tags.delete(this.settings.sessionOf(this.inner));
  }
}

class TenantDriver implements Driver {
  constructor(private readonly inner: Driver, private readonly settings: SessionSettings, private readonly sharedInner: boolean) {}

  init(): Promise<void> {
    return this.sharedInner ? Promise.resolve() : this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new TenantConnection(await this.inner.acquireConnection(), this.settings);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // Straight to the real connection: an aborted transaction accepts nothing but the rollback.
    (connection as TenantConnection).forget();
    await this.inner.rollbackTransaction((connection as TenantConnection).inner);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as TenantConnection).inner);
  }

  destroy(): Promise<void> {
    return this.sharedInner ? Promise.resolve() : this.inner.destroy();
  }
}

/** A dialect whose driver is wrapped to keep the role and company on each connection. */
function tenantDialect(base: Dialect, makeDriver: () => TenantDriver): Dialect {
  return {
    createAdapter: () => base.createAdapter(),
    createDriver: makeDriver,
    createQueryCompiler: () => base.createQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => base.createIntrospector(db),
  };
}

/** PostgreSQL: each pool logs in as its role; the company follows the scope. */
export function pooledTenantDialect(base: Dialect): Dialect {
  const settings: SessionSettings = { tags: new WeakMap(), role: null, sessionOf: (connection) => connection };
  return tenantDialect(base, () => new TenantDriver(base.createDriver(), settings, false));
}

/**
 * PGlite: one driver (one connection, queued) serves two Kysely instances, the owner's and
 * the application's, each switching the role it runs as. The owner's instance owns the
 * driver's life; the application's never closes it.
 */
export function sharedSessionDialects(base: Dialect, appRole: string): { owner: Dialect; app: Dialect } {
  const inner = base.createDriver();
  const session = {};
  const tags: SessionTags = new WeakMap();
  const sessionOf = () => session;
  return {
    owner: tenantDialect(base, () => new TenantDriver(inner, { tags, role: 'none', sessionOf }, false)),
    app: tenantDialect(base, () => new TenantDriver(inner, { tags, role: appRole, sessionOf }, true)),
  };
}
