/**
 * The company a unit of work runs for, carried by AsyncLocalStorage so the database layer
 * can set PostgreSQL's `app.empresa_id` (read by the row-level-security policies) without
 * every caller passing it down.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Scope {
  empresaId: number;
  usuarioId: number | null;
}

const storage = new AsyncLocalStorage<Scope>();

export function runInScope<T>(scope: Scope, work: () => Promise<T>): Promise<T> {
  return storage.run(scope, work);
}

export function currentScope(): Scope | undefined {
  return storage.getStore();
}
