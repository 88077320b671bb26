/** Report generation over HTTP as the browser does it: start the job, follow it to its end, fetch the file. */
import { expect } from 'vitest';
import type { ReportJobStatus } from '../../engine/report/api';
import type { TestApp } from './test-app';

export async function generateReport(t: TestApp, cookie: string, name: string, formato: string, body: unknown): Promise<ReportJobStatus> {
  const started = await t.request('POST', `/api/relatorios/${name}?formato=${formato}`, { cookie, body });
  expect([200, 202], started.body).toContain(started.statusCode);
  let status = started.json() as ReportJobStatus;
  while (status.status === 'EXECUTANDO') {
    await new Promise((done) => setTimeout(done, 100));
    status = (await t.request('GET', `/api/relatorios/tarefas/${status.id}`, { cookie })).json();
  }
  return status;
}

export async function downloadReport(t: TestApp, cookie: string, id: string) {
  const response = await t.request('GET', `/api/relatorios/tarefas/${id}/arquivo`, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
