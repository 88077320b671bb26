/**
 * Report generations in memory: each belongs to the user and company that asked for it
 * (anyone else is told it does not exist), reports its progress, and is forgotten a while
 * after it ends. A user runs only a few at once, so no one can fill the server's memory.
 */
import { randomUUID } from 'node:crypto';
import type { ReportFormat, ReportJobStatus } from '../../engine/report/api';
import type { LaidOutReport } from '../../engine/report/layout';
import type { Scope } from '../db/tenant-context';
import { AppError, errors } from '../errors';

export interface ReportFile {
  name: string;
  contentType: string;
  data: Buffer;
}

export interface ReportJob {
  id: string;
  empresaId: number;
  usuarioId: number;
  formato: ReportFormat;
  status: ReportJobStatus['status'];
  /** 0..1 */
  progress: number;
  message?: string;
  file?: ReportFile;
  preview?: LaidOutReport;
  finishedAt?: number;
  /** Settles when the job ends, whatever the outcome. */
  done: Promise<void>;
}

export const tooManyJobs = () => new AppError(429, 'TOO_MANY_REPORTS', 'Aguarde a conclusão dos relatórios em andamento.');

export class JobStore {
  private readonly jobs = new Map<string, ReportJob>();

  constructor(
    private readonly options: { ttlMs: number; maxRunningPerUser: number },
    private readonly clock: () => number = Date.now,
  ) {}

  /** Starts `work` as a job of this scope; `work` fills the job as it goes. */
  start(scope: Scope, formato: ReportFormat, work: (job: ReportJob) => Promise<void>): ReportJob {
    this.sweep();
    const running = [...this.jobs.values()].filter((j) => j.usuarioId === scope.usuarioId && j.status === 'EXECUTANDO').length;
    if (running >= this.options.maxRunningPerUser) throw tooManyJobs();
    const job = { id: randomUUID(), empresaId: scope.empresaId, usuarioId: scope.usuarioId ?? 0, formato, status: 'EXECUTANDO', progress: 0 } as ReportJob;
    this.jobs.set(job.id, job);
    job.done = work(job).finally(() => {
      job.finishedAt = this.clock();
    });
    return job;
  }

  /** The job, if it belongs to this scope and has not expired; 404 otherwise. */
  get(scope: Scope, id: string): ReportJob {
    this.sweep();
    const job = this.jobs.get(id);
    if (!job || job.empresaId !== scope.empresaId || job.usuarioId !== scope.usuarioId) throw errors.notFound();
    return job;
  }

  /** Forgets every job of a company (a person was erased: what was generated may show them). */
  forgetCompany(empresaId: number): void {
    for (const [id, job] of this.jobs) if (job.empresaId === empresaId) this.jobs.delete(id);
  }

  /** Forgets jobs that ended longer ago than the time to live. */
  sweep(): void {
    const limit = this.clock() - this.options.ttlMs;
    for (const [id, job] of this.jobs) if (job.finishedAt !== undefined && job.finishedAt < limit) this.jobs.delete(id);
  }

  static status(job: ReportJob): ReportJobStatus {
    const status: ReportJobStatus = { id: job.id, status: job.status, formato: job.formato, progresso: Math.round(job.progress * 100) };
    if (job.message) status.mensagem = job.message;
    return status;
  }
}
