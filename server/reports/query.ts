/**
 * A report's data: a function registered by report name in `modules/<modulo>/relatorios/`.
 * It runs inside the session's scope (PostgreSQL's row-level security applies to `db`) and
 * still names the company in its SQL, as every engine query does.
 */
import type { Registry } from '../../engine/registry/registry';
import type { ReportRow } from '../../engine/report/layout';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';

export interface ReportQueryContext {
  db: Db;
  scope: Scope;
  /** The filter as validated against the report's schema (defaults filled). */
  filter: Record<string, unknown>;
  registry: Registry;
  /** Ask for at most this many rows: one more than a report may print, to tell it went over. */
  limit: number;
}

/** Rows in print order (sorted by the grouping field first, when the layout groups). */
export type ReportQuery = (context: ReportQueryContext) => Promise<ReportRow[]>;
