/**
 * Generates a declared report: runs its query in the session's scope, then lays the rows out
 * for the preview, or has a render worker lay them out and write the PDF or XLSX.
 */
import { sql } from 'kysely';
import { EMPTY_REPORT_MESSAGE, REPORT_FAILED_MESSAGE, type ReportFormat } from '../../engine/report/api';
import type { LaidOutDocument } from '../../engine/report/document-layout';
import { layOut } from '../../engine/report/layout';
import { pivoted } from '../../engine/report/pivot';
import { SUMMARY_PROPERTY, type RegisteredReport } from '../../engine/report/registry';
import { formatDate } from '../../engine/format/dates';
import { findAccount } from '../auth/accounts';
import { runInScope, type Scope } from '../db/tenant-context';
import type { Engine } from '../engine';
import { JobStore, type ReportJob } from './jobs';
import type { ReportQuery, ReportShape } from './query';
import type { FileFormat, PrintedTreeNode } from './render-input';
import { RenderPool } from './render-pool';

/** A report longer than this asks for a narrower filter: its file would be unreadable anyway. */
export const MAX_REPORT_ROWS = 50_000;
export const tooManyRowsMessage = (limit = MAX_REPORT_ROWS) =>
  `O relatório passa de ${limit.toLocaleString('pt-BR')} linhas. Refine o filtro e gere novamente.`;

const contentTypes: Record<FileFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Share of the progress bar the query and layout take; rendering takes the rest. */
const QUERY_SHARE = 0.1;

class EmptyReport extends Error {}
class ReportTooLong extends Error {}

export interface ReportServiceOptions {
  workers: number;
  jobTtlMs: number;
  maxRunningPerUser: number;
  maxRows?: number;
}

export class ReportService {
  readonly jobs: JobStore;
  private readonly pool: RenderPool;
  private readonly maxRows: number;

  constructor(
    private readonly engine: Engine,
    private readonly queries: ReadonlyMap<string, ReportQuery>,
    options: ReportServiceOptions,
  ) {
    this.jobs = new JobStore({ ttlMs: options.jobTtlMs, maxRunningPerUser: options.maxRunningPerUser });
    this.pool = new RenderPool(options.workers);
    this.maxRows = options.maxRows ?? MAX_REPORT_ROWS;
  }

  /** The filter's rules that depend on the data, checked before a job starts (a refusal is the request's 400). */
  async check(report: RegisteredReport, scope: Scope, filter: Record<string, unknown>): Promise<void> {
    const check = this.queries.get(report.name)?.check;
    const { db, registry } = this.engine;
    if (check) await runInScope(scope, () => check({ db, scope, filter, registry }));
  }

  start(report: RegisteredReport, scope: Scope, filter: Record<string, unknown>, formato: ReportFormat): ReportJob {
    return this.jobs.start(scope, formato, (job) => this.generate(job, report, scope, filter));
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /** A document's PDF, written by the same workers under the same page header. */
  async renderDocument(scope: Scope, document: LaidOutDocument): Promise<Buffer> {
    return this.pool.render({ format: 'pdf', title: document.title, ...(await this.headerFacts(scope)), orientation: 'portrait', document });
  }

  /** A hierarchy's PDF (the organisation chart), written by the same workers under the same page header. */
  async renderTree(scope: Scope, title: string, tree: PrintedTreeNode[]): Promise<Buffer> {
    return this.pool.render({ format: 'pdf', title, ...(await this.headerFacts(scope)), orientation: 'portrait', tree });
  }

  private async generate(job: ReportJob, report: RegisteredReport, scope: Scope, filter: Record<string, unknown>): Promise<void> {
    try {
      const shape = await this.shape(report, scope, filter);
      // A cross table's columns come from its rows: from here on its layout is an ordinary one.
      const { layout, rows } = pivoted(shape.layout, await this.rows(report, shape, scope, filter));
      const mode = { resumido: filter[SUMMARY_PROPERTY] === true, groupsOnly: report.summary?.groupsOnly };
      job.progress = QUERY_SHARE;
      if (job.formato === 'visualizar') job.preview = layOut(layout, rows, mode);
      else {
        const format = job.formato;
        // The worker lays the rows out: the event loop only hands them over.
        const data = await this.pool.render(
          { format, title: shape.title, ...(await this.headerFacts(scope)), orientation: layout.orientation ?? 'portrait', layout, mode, rows },
          (fraction) => (job.progress = QUERY_SHARE + (1 - QUERY_SHARE) * fraction),
        );
        job.file = { name: `${fileBaseName(shape.title)}.${format}`, contentType: contentTypes[format], data };
      }
      job.status = 'CONCLUIDO';
      job.progress = 1;
    } catch (error) {
      job.status = error instanceof EmptyReport ? 'VAZIO' : 'ERRO';
      job.message = error instanceof EmptyReport ? EMPTY_REPORT_MESSAGE : error instanceof ReportTooLong ? tooManyRowsMessage(this.maxRows) : REPORT_FAILED_MESSAGE;
      if (job.status === 'ERRO' && !(error instanceof ReportTooLong)) console.error(`relatório ${report.name} falhou:`, error);
    }
  }

  /** The declaration as this run prints it: reshaped by the module's code for the filter, when it has that. */
  private async shape(report: RegisteredReport, scope: Scope, filter: Record<string, unknown>): Promise<ReportShape> {
    const reshape = this.queries.get(report.name)?.reshape;
    const { db, registry } = this.engine;
    return reshape ? runInScope(scope, async () => reshape(report, { db, scope, filter, registry })) : report;
  }

  private async rows(report: RegisteredReport, shape: ReportShape, scope: Scope, filter: Record<string, unknown>) {
    const query = this.queries.get(report.name);
    if (!query) throw new Error(`sem consulta para o relatório ${report.name}`);
    const { db, registry } = this.engine;
    const rows = await runInScope(scope, () => query({ db, scope, filter, registry, limit: this.maxRows + 1 }, shape));
    if (!rows.length) throw new EmptyReport();
    if (rows.length > this.maxRows) throw new ReportTooLong();
    return rows;
  }

  /** Who generated it, for which company, and when (spec §2.9 print header). */
  private async headerFacts(scope: Scope): Promise<{ company: string; user: string; generatedAt: string }> {
    const account = scope.usuarioId === null ? null : await findAccount(this.engine.db, scope.usuarioId);
    const { rows } = await sql<{ nome: string }>`select nome from empresa where id = ${scope.empresaId}`.execute(this.engine.db);
    return { company: rows[0]?.nome ?? '', user: account?.nome ?? '', generatedAt: formatDate(new Date().toISOString()) };
  }
}

/** A title as a file name: what file systems refuse becomes a space. */
export function fileBaseName(title: string): string {
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ').replace(/\s+/g, ' ').trim() || 'relatorio';
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name, which browsers prefer. */
export function contentDisposition(name: string): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
