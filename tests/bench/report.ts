/**
 * The report part of `npm run bench`: each report of `report-cases.ts` over its synthetic data
 * (BENCH_REPORT_ROWS, 10k) as PDF through the job API — its time alone (best of a few runs,
 * the machine being shared), then again and again while autocannon hits the list endpoint,
 * whose p99 during generation is the figure that matters: rendering runs in a worker thread,
 * so the event loop must keep answering. The longest event-loop stall during a generation
 * alone tells whether the main thread still does heavy work; the CPU time the server's process
 * (main thread and workers) spent on it is the figure least disturbed by a busy machine. Each
 * figure carries the load average when it was taken. Targets: PDF < 3 s; list p99 < 100 ms.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { ReportJobStatus } from '../../engine/report/api';
import type { BuiltApp } from '../../server/app';
import type { LoadJob, LoadSummary } from './load';
import type { ReportCase } from './report-cases';

export const REPORT_TARGET_MS = 3000;
export const LIST_P99_TARGET_MS = 100;

export interface ReportBenchContext {
  built: BuiltApp;
  appUrl: string;
  cookie: string;
  empresaId: number;
  rows: number;
  /** Generations alone; the fastest is the figure. */
  repeats: number;
  /** Seconds of list load while reports are generated. */
  seconds: number;
  connections: number;
  listPath: string;
  runLoad(job: Omit<LoadJob, 'id'>): Promise<LoadSummary>;
  log(line: string): void;
}

const loadAverage = () => `carga ${loadavg().map((n) => n.toFixed(2)).join(' / ')}`;

async function generatePdf({ appUrl, cookie }: ReportBenchContext, name: string, filter: Record<string, unknown>): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const headers = { cookie, 'content-type': 'application/json' };
  let response = await fetch(`${appUrl}/api/relatorios/${name}?formato=pdf`, { method: 'POST', headers, body: JSON.stringify(filter) });
  let status = (await response.json()) as ReportJobStatus;
  while (status.status === 'EXECUTANDO') {
    await new Promise((done) => setTimeout(done, 50));
    response = await fetch(`${appUrl}/api/relatorios/tarefas/${status.id}`, { headers });
    status = (await response.json()) as ReportJobStatus;
  }
  if (status.status !== 'CONCLUIDO') throw new Error(`relatório ${name} terminou em ${status.status}: ${status.mensagem}`);
  const file = await fetch(`${appUrl}/api/relatorios/tarefas/${status.id}/arquivo`, { headers });
  const bytes = (await file.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

export async function benchReport(context: ReportBenchContext, report: ReportCase): Promise<string[]> {
  const { log, rows } = context;
  const seeding = performance.now();
  const { filter, seeded } = await report.seed({ owner: context.built.engine.database.owner, empresaId: context.empresaId, rows });
  log(`${report.title}: semeados ${seeded} em ${(performance.now() - seeding).toFixed(0)} ms`);
  await generatePdf(context, report.name, filter); // warm-up: the worker starts and loads pdfmake and its fonts

  let alone = { ms: Infinity, bytes: 0 };
  for (let run = 1; run <= context.repeats; run++) {
    const stalls = monitorEventLoopDelay({ resolution: 5 });
    const before = loadAverage();
    const cpuBefore = process.cpuUsage();
    stalls.enable();
    const result = await generatePdf(context, report.name, filter);
    stalls.disable();
    const cpu = process.cpuUsage(cpuBefore);
    log(`  ${report.title} em PDF, sozinho (${run}/${context.repeats}): ${result.ms.toFixed(0)} ms (${(result.bytes / 1024).toFixed(0)} KB), CPU do servidor ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, laço de eventos parado até ${(stalls.max / 1e6).toFixed(0)} ms; ${before}`);
    if (result.ms < alone.ms) alone = result;
  }

  // Reports back to back for as long as the list is under load.
  const before = loadAverage();
  const load = context.runLoad({ url: context.appUrl, path: context.listPath, headers: { cookie: context.cookie }, connections: context.connections, seconds: context.seconds });
  const state = { loading: true };
  void load.finally(() => (state.loading = false));
  const during: number[] = [];
  while (state.loading) during.push((await generatePdf(context, report.name, filter)).ms);
  const list = await load;
  const slowest = Math.max(...during);
  log(`  Durante a carga: ${during.length} PDFs, ${during.map((ms) => ms.toFixed(0)).join(' / ')} ms; listagem ${list.requestsPerSecond.toFixed(0)} req/s, p50 ${list.p50} ms, p99 ${list.p99} ms, ${list.non2xx} não-2xx; ${before} antes, ${loadAverage()} depois`);
  const misses: string[] = [];
  if (alone.ms >= REPORT_TARGET_MS) misses.push(`ALVO NÃO ATINGIDO: ${report.title} em PDF (${seeded}) em ${alone.ms.toFixed(0)} ms ≥ ${REPORT_TARGET_MS} ms`);
  if (list.p99 >= LIST_P99_TARGET_MS) misses.push(`ALVO NÃO ATINGIDO: p99 da listagem durante a geração de ${report.title} ${list.p99} ms ≥ ${LIST_P99_TARGET_MS} ms`);
  return [
    `${report.title} (PDF, ${seeded}): sozinho ${alone.ms.toFixed(0)} ms, sob carga até ${slowest.toFixed(0)} ms — meta < ${REPORT_TARGET_MS} ms sozinho`,
    `Listagem durante a geração: p99 ${list.p99} ms — meta < ${LIST_P99_TARGET_MS} ms`,
    ...(misses.length ? misses : [`Metas de ${report.title} atingidas.`]),
  ];
}
