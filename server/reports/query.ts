/**
 * A report's data: compiled from the report's declared `query`, or a function registered by
 * report name in `modules/<modulo>/relatorios/` when it needs code. It runs inside the
 * session's scope (row-level security applies to `db`) and still names the company in its
 * SQL, as every engine query does.
 */
import { DeclarationError } from '../../engine/registry/normalize';
import type { Registry } from '../../engine/registry/registry';
import type { RegisteredReport } from '../../engine/report/registry';
import type { ReportRow } from '../../engine/report/layout';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';
import { compileReportQuery } from './compile-query';

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

/** The query of a report that declares it, checked now: every path, filter and operator it names must exist. */
export function declaredQuery(report: RegisteredReport, registry: Registry): ReportQuery {
  try {
    compileReportQuery(report, registry, { empresaId: 0, usuarioId: null }, {}, 1, { checkAll: true });
  } catch (error) {
    throw new DeclarationError(`${report.source}: query — ${(error as Error).message}`);
  }
  return async ({ db, scope, filter, limit }) => (await compileReportQuery(report, registry, scope, filter, limit).execute(db)).rows;
}
