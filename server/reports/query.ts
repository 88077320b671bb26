/**
 * A report's data: its declared `query` compiled by the engine, which confines every table it
 * reads to the session's company. A module adds code only where a declaration cannot say it
 * (`ReportCode`): columns and conditions over the source row, and the row as printed. It runs
 * inside the session's scope, so row-level security applies to `db` as well.
 */
import type { RawBuilder } from 'kysely';
import type { Registry } from '../../engine/registry/registry';
import type { RegisteredReport } from '../../engine/report/registry';
import type { ReportRow } from '../../engine/report/layout';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';
import { compileReportQuery, type QueryExtension } from './compile-query';

export interface ReportQueryContext {
  db: Db;
  scope: Scope;
  /** The filter as validated against the report's schema (defaults filled). */
  filter: Record<string, unknown>;
  registry: Registry;
  /** Ask for at most this many rows: one more than a report may print, to tell it went over. */
  limit: number;
}

/** What a run prints: the declaration's title, query and layout, or those the module's `reshape` made for this filter. */
export type ReportShape = Pick<RegisteredReport, 'title' | 'query' | 'layout'>;

/**
 * Rows in print order (sorted by the grouping field first, when the layout groups) of the report
 * as `shape` says; `check` refuses a filter the data rules out; `reshape` is the module's.
 */
export type ReportQuery = ((context: ReportQueryContext, shape?: ReportShape) => Promise<ReportRow[]>) & {
  check?: ReportCode['check'];
  reshape?: ReportCode['reshape'];
};

/**
 * What a module's code adds to a declared report query, registered by report name in
 * `modules/<modulo>/relatorios/`: SQL over the source row `t` for the columns the declaration
 * marks `computed` and for extra conditions (the engine adds the company), and each row as
 * printed. Nothing here reads another table by hand.
 */
export interface ReportCode {
  /** Rules of the filter that depend on the data (an anonymous evaluation needs two avaliadores): throws `errors.validation` before the job starts, so the message lands on the field. */
  check?(context: Omit<ReportQueryContext, 'limit'>): Promise<void>;
  extend?(context: Omit<ReportQueryContext, 'limit'>): QueryExtension | Promise<QueryExtension>;
  row?(row: ReportRow, filter: Record<string, unknown>): ReportRow;
  /**
   * The report this run prints when the user chooses what it shows (the dynamic talent report's
   * columns and title, from the filter): a title, a query and a layout built from the
   * declaration's, compiled and confined like any declared query.
   */
  reshape?(report: RegisteredReport, context: Omit<ReportQueryContext, 'limit'>): ReportShape | Promise<ReportShape>;
}

export type { QueryExtension, RawBuilder };

/** The report's query (checked when the declarations were loaded), with the module's code for it. */
export function declaredQuery(report: RegisteredReport, registry: Registry, code: ReportCode = {}): ReportQuery {
  const query: ReportQuery = async (context, shape = report) => {
    const { db, scope, filter, limit } = context;
    const extension = (await code.extend?.(context)) ?? {};
    const { rows } = await compileReportQuery(shape, registry, scope, filter, limit, extension).execute(db);
    return code.row ? rows.map((row) => code.row!(row, filter)) : rows;
  };
  if (code.check) query.check = code.check;
  if (code.reshape) query.reshape = code.reshape;
  return query;
}
