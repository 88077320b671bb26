/** Report generation over HTTP as the browser does it: start the job, follow it to its end, fetch the file. */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ReportJobStatus } from '../../engine/report/api';
import { pdfText } from './pdf-text';
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

/** A report's finished file, after checking the job ended well. */
async function finishedFile(t: TestApp, cookie: string, name: string, formato: 'pdf' | 'xlsx', body: unknown): Promise<Buffer> {
  const job = await generateReport(t, cookie, name, formato, body);
  expect(job.status, job.mensagem).toBe('CONCLUIDO');
  return (await downloadReport(t, cookie, job.id)).rawPayload;
}

/** The text of a report's PDF (pdftotext). */
export async function reportPdfText(t: TestApp, cookie: string, name: string, body: unknown): Promise<string> {
  return pdfText(await finishedFile(t, cookie, name, 'pdf', body));
}

/** The first sheet of a report's XLSX. */
export async function reportWorksheet(t: TestApp, cookie: string, name: string, body: unknown): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await finishedFile(t, cookie, name, 'xlsx', body)) as never);
  return workbook.worksheets[0]!;
}

/** The first sheet's rows as lists of cell values. */
export async function reportSheetRows(t: TestApp, cookie: string, name: string, body: unknown): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await reportWorksheet(t, cookie, name, body)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
