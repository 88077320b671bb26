/**
 * `npm run bench`, embedded database: does the server stay responsive while PGlite works?
 * The app runs here on PGlite (a fresh DATA_DIR with the demo data) and measures its own
 * event-loop delay; a child process sends, for BENCH_SECONDS (10): GET /api/userinfo every
 * 10 ms, and a list (GET /api/idiomas) every 10 ms, 5 MB uploads one after another (each
 * downloaded and removed after), and XLSX reports of BENCH_REPORT_ROWS (2000) cargos one after
 * another. First the probes alone, then under load. Target: /api/userinfo p99 < 100 ms under
 * load; the list is printed beside it: PGlite has one connection, so a query waits for the
 * statement before it (one 256 KB part of a document, a report's query). Always exits 0; a missed target prints
 * "ALVO NÃO ATINGIDO".
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { REPORT_CASES } from './report-cases';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const REPORT_ROWS = Number(process.env.BENCH_REPORT_ROWS) || 2000;
const TARGET_P99_MS = 100;
const MB = 1024 * 1024;

interface ClientJob {
  url: string;
  seconds: number;
  load: boolean;
  reportFilter: Record<string, unknown>;
}
interface ClientResult {
  probes: number[];
  /** A list read from the database (the userinfo above is served from the session). */
  lists: number[];
  uploads: number;
  reports: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function client(job: ClientJob): Promise<ClientResult> {
  const login = await fetch(`${job.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ cpf: '52998224725', senha: 'demo1234', empresaId: 1 }) });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const headers = { cookie };
  const end = Date.now() + job.seconds * 1000;
  const result: ClientResult = { probes: [], lists: [], uploads: 0, reports: 0 };
  const timed = async (path: string, into: number[]) => {
    while (Date.now() < end) {
      const started = performance.now();
      await (await fetch(`${job.url}${path}`, { headers })).arrayBuffer();
      into.push(performance.now() - started);
      await new Promise((done) => setTimeout(done, 10));
    }
  };
  const probe = () => Promise.all([timed('/api/userinfo', result.probes), timed('/api/idiomas?size=15', result.lists)]);
  const pdf = new Uint8Array(5 * MB - 1024).fill(0x20);
  pdf.set(new TextEncoder().encode('%PDF-1.4\n'));
  const uploads = async () => {
    while (Date.now() < end) {
      const form = new FormData();
      form.set('descricao', 'Carga do benchmark');
      form.set('data', '2025-01-01');
      form.set('arquivo', new Blob([pdf]), 'carga.pdf');
      const created = await fetch(`${job.url}/api/candidatos/1/documentos-anexos`, { method: 'POST', headers, body: form });
      const { id } = (await created.json()) as { id: number };
      await fetch(`${job.url}/api/candidatos/1/documentos-anexos/${id}/download`, { headers }).then((r) => r.arrayBuffer());
      await fetch(`${job.url}/api/candidatos/1/documentos-anexos/${id}`, { method: 'DELETE', headers });
      result.uploads++;
    }
  };
  const reports = async () => {
    while (Date.now() < end) {
      const started = await fetch(`${job.url}/api/relatorios/cargo?formato=xlsx`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(job.reportFilter) });
      let status = (await started.json()) as { id: string; status: string };
      while (status.status === 'EXECUTANDO') {
        await new Promise((done) => setTimeout(done, 100));
        status = (await (await fetch(`${job.url}/api/relatorios/tarefas/${status.id}`, { headers })).json()) as typeof status;
      }
      result.reports++;
    }
  };
  await Promise.all([probe(), ...(job.load ? [uploads(), reports()] : [])]);
  return result;
}

if (process.argv[2] === 'client') {
  process.once('message', (job: ClientJob) => void client(job).then((result) => process.send!(result, () => process.exit(0))));
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'rh-bench-embutido-'));
  const built = await buildApp({ ...configFromEnv({}), dataDir, databaseUrl: undefined, demo: true, logLevel: 'warn', staticDir: undefined, mailDir: undefined, uploadMaxMb: 6, lgpdJobHours: 0 });
  const cargos = REPORT_CASES.find((c) => c.name === 'cargos')!;
  const { filter } = await cargos.seed({ owner: built.engine.database.owner, empresaId: 1, rows: REPORT_ROWS });
  const url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`Banco embutido (PGlite em ${dataDir}), ${SECONDS} s por fase, relatório de ${REPORT_ROWS} cargos, uploads de 5 MB`);
  for (const load of [false, true]) {
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const child = fork(new URL(import.meta.url).pathname, ['client'], { execArgv: process.execArgv });
    const result = await new Promise<ClientResult>((done) => {
      child.once('message', (message) => done(message as ClientResult));
      child.send({ url, seconds: SECONDS, load, reportFilter: filter } satisfies ClientJob);
    });
    lag.disable();
    const p99 = percentile(result.probes, 99);
    const phase = load ? `com carga (${result.uploads} uploads, ${result.reports} relatórios)` : 'sem carga';
    const line = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, máx ${Math.max(...values).toFixed(1)} ms (${values.length} pedidos)`;
    console.log(`${phase}: /api/userinfo ${line(result.probes)}; /api/idiomas (lista do banco) ${line(result.lists)}; atraso do event loop p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, máx ${(lag.max / 1e6).toFixed(1)} ms`);
    if (load && p99 >= TARGET_P99_MS) console.log(`ALVO NÃO ATINGIDO: p99 ${p99.toFixed(1)} ms ≥ ${TARGET_P99_MS} ms`);
  }
  await built.close();
  rmSync(dataDir, { recursive: true, force: true });
}
