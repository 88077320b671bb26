/**
 * A PostgreSQL dialect whose connections always carry the current company in the session
 * setting `app.empresa_id` before a query runs. The setting is only sent when it differs
 * from what the pooled connection already has, so a busy company costs no extra statement.
 */
import {
  CompiledQuery,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { currentScope } from './tenant-context';

class TenantConnection implements DatabaseConnection {
  constructor(private readonly inner: DatabaseConnection, private readonly tags: WeakMap<DatabaseConnection, string>) {}

  private async ensureTenant(): Promise<void> {
    const wanted = String(currentScope()?.empresaId ?? '');
    if (this.tags.get(this.inner) === wanted) return;
    await this.inner.executeQuery(CompiledQuery.raw('select set_config($1, $2, false)', ['app.empresa_id', wanted]));
    this.tags.set(this.inner, wanted);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.ensureTenant();
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await this.ensureTenant();
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }

  /** A rollback also undoes a set_config made inside the transaction: forget what we knew. */
  forget(): void {
    this.tags.delete(this.inner);
  }
}

class TenantDriver implements Driver {
  private readonly tags = new WeakMap<DatabaseConnection, string>();
  private readonly wrappers = new WeakMap<DatabaseConnection, TenantConnection>();

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.wrappers.get(connection);
    if (!wrapper) {
      wrapper = new TenantConnection(connection, this.tags);
      this.wrappers.set(connection, wrapper);
    }
    return wrapper;
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
    await this.inner.rollbackTransaction(this.unwrap(connection));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return (connection as unknown as { inner: DatabaseConnection }).inner;
  }
}

export class TenantPostgresDialect extends PostgresDialect {
  constructor(config: PostgresDialectConfig) {
    super(config);
  }

  override createDriver(): Driver {
    return new TenantDriver(super.createDriver());
  }
}
