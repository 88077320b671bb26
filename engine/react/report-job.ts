/**
 * Runs a report the way the server offers it: start the job, follow its progress until it
 * ends, and hand back the final status. The screen decides what to do with it.
 */
import type { DataProvider, Download } from './data-provider';
import type { ReportFormat, ReportJobStatus } from '../report/api';
import { call } from './api-client';

export const POLL_INTERVAL_MS = 400;

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function runReportJob(
  provider: DataProvider,
  name: string,
  formato: ReportFormat,
  filter: Record<string, unknown>,
  onProgress: (percent: number) => void,
  pollMs = POLL_INTERVAL_MS,
): Promise<ReportJobStatus> {
  let status = await call(provider, 'POST /relatorios/{nome}', { path: { nome: name }, params: { formato }, body: filter });
  while (status.status === 'EXECUTANDO') {
    onProgress(status.progresso);
    await pause(pollMs);
    status = await call(provider, 'GET /relatorios/tarefas/{id}', { path: { id: status.id } });
  }
  onProgress(100);
  return status;
}

export const reportFilePath = (jobId: string): string => `/relatorios/tarefas/${jobId}/arquivo`;

/** Hands a downloaded file to the browser's own download, under the server's file name. */
export function saveDownload({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has been handled once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
