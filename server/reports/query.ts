/**
 * A report's data: its declared `query` compiled by the engine, which confines every table it
 * reads to the session's company — one entity's rows, or several put together (`union`). A
 * module adds code only where a declaration cannot say it (`ReportCode`): columns and conditions
 * over the source row, and the row as printed; or, for rows no entity holds, the whole rows
 * (`RowProvider`, named by the declaration's `rows`). It runs inside the session's scope, so
 * row-level security applies to `db` as well.
 */
import type { RawBuilder } from 'kysely';
import type { Registry } from '../../engine/registry/registry';
import type { RegisteredReport } from '../../engine/report/registry';
import type { ReportRow } from '../../engine/report/layout';
import type { Db } from '../db/database';
import type { Scope } from '../db/tenant-context';
import { isProvidedRows, isUnionQuery } from '../../engine/report/query-declaration';
import { compileReportQuery, type QueryExtension } from './compile-query';
import { compileUnionQuery } from './compile-union';

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

/**
 * The rows of a report declared `{"rows": "<name>", "columns": {…}}`, registered under that name
 * by a module (`rowProviders`): in print order (sorted by the grouping column first, when the
 * layout groups), each with only the declared keys; `limit` as in a query. It reads through the
 * session's scope like any module code; the engine prints the rows as any report's.
 */
export type RowProvider<Row extends ReportRow = ReportRow> = (context: ReportQueryContext) => Promise<Row[]>;

export type { QueryExtension, RawBuilder };

/** A provider's rows, refused when one holds a key the declaration does not: the declaration stays the truth of the columns. */
async function providedRows(name: string, provider: RowProvider | undefined, columns: Record<string, string>, context: ReportQueryContext): Promise<ReportRow[]> {
  if (!provider) throw new Error(`nenhum módulo registra o provedor de linhas "${name}"`);
  const rows = await provider(context);
  for (const row of rows) {
    const unknown = Object.keys(row).find((key) => !(key in columns));
    if (unknown) throw new Error(`o provedor de linhas "${name}" devolveu "${unknown}", que a declaração não lista em columns`);
  }
  return rows;
}

/** The report's rows as its declaration says (checked when the declarations were loaded), with the module's code for it. */
export function declaredQuery(report: RegisteredReport, registry: Registry, code: ReportCode = {}, providers: ReadonlyMap<string, RowProvider> = new Map()): ReportQuery {
  const query: ReportQuery = async (context, shape = report) => {
    const { db, scope, filter, limit } = context;
    const source = shape.query;
    let rows: ReportRow[];
    if (isProvidedRows(source)) rows = await providedRows(source.rows, providers.get(source.rows), source.columns, context);
    else if (isUnionQuery(source)) rows = (await compileUnionQuery({ query: source, layout: shape.layout }, registry, scope, filter, limit).execute(db)).rows;
    else {
      const extension = (await code.extend?.(context)) ?? {};
      rows = (await compileReportQuery({ query: source, layout: shape.layout }, registry, scope, filter, limit, extension).execute(db)).rows;
    }
    return code.row ? rows.map((row) => code.row!(row, filter)) : rows;
  };
  if (code.check) query.check = code.check;
  if (code.reshape) query.reshape = code.reshape;
  return query;
}
