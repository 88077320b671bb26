/**
 * The report part of `npm run bench`: the Relatório de Cargos over BENCH_REPORT_ROWS (10k)
 * synthetic cargos as PDF — its time alone, then again and again while autocannon hits the
 * list endpoint, whose p99 during generation is the figure that matters: rendering runs in a
 * worker thread, so the event loop keeps answering. Targets: PDF < 3 s; list p99 < 100 ms.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { ReportJobStatus } from '../../engine/report/api';
import type { BuiltApp } from '../../server/app';
import type { LoadJob, LoadSummary } from './load';

export const REPORT_TARGET_MS = 3000;
export const LIST_P99_TARGET_MS = 100;

export interface ReportBenchContext {
  built: BuiltApp;
  appUrl: string;
  cookie: string;
  empresaId: number;
  rows: number;
  /** Seconds of list load while reports are generated. */
  seconds: number;
  connections: number;
  listPath: string;
  runLoad(job: Omit<LoadJob, 'id'>): Promise<LoadSummary>;
  log(line: string): void;
}

/** Synthetic cargos of one company, spread over its occupational groups, each in one area. */
async function seedCargos({ built, empresaId, rows }: ReportBenchContext): Promise<number[]> {
  const owner = built.engine.database.owner;
  const areas = (await sql<{ id: number }>`select id from area_organizacional where empresa_id = ${empresaId} order by id`.execute(owner)).rows.map((r) => r.id);
  const grupos = (await sql<{ id: number }>`select id from grupo_ocupacional where empresa_id = ${empresaId} order by id`.execute(owner)).rows.map((r) => r.id);
  await sql`
    with novos as (
      insert into cargo (empresa_id, nome, nome_mercado, ativa, exibir_modulo_externo, grupo_ocupacional_id, escolaridade)
      select ${empresaId}, 'Cargo sintético ' || g, 'Mercado ' || (g % 97), true, true, (${grupos}::integer[])[1 + g % ${grupos.length}], '09'
      from generate_series(1, ${rows}::integer) g
      returning id)
    insert into cargo__areas_organizacionais_ids (owner_id, target_id, position)
    select id, (${areas}::integer[])[1 + id % ${areas.length}], 1 from novos`.execute(owner);
  await sql`analyze cargo`.execute(owner);
  return areas;
}

async function generatePdf({ appUrl, cookie }: ReportBenchContext, areasIds: number[]): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const headers = { cookie, 'content-type': 'application/json' };
  let response = await fetch(`${appUrl}/api/relatorios/cargos?formato=pdf`, { method: 'POST', headers, body: JSON.stringify({ filtrarPor: 1, areasIds }) });
  let status = (await response.json()) as ReportJobStatus;
  while (status.status === 'EXECUTANDO') {
    await new Promise((done) => setTimeout(done, 50));
    response = await fetch(`${appUrl}/api/relatorios/tarefas/${status.id}`, { headers });
    status = (await response.json()) as ReportJobStatus;
  }
  if (status.status !== 'CONCLUIDO') throw new Error(`relatório terminou em ${status.status}: ${status.mensagem}`);
  const file = await fetch(`${appUrl}/api/relatorios/tarefas/${status.id}/arquivo`, { headers });
  const bytes = (await file.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes };
}

export async function benchReport(context: ReportBenchContext): Promise<string[]> {
  const { log, rows } = context;
  const seeded = performance.now();
  const areasIds = await seedCargos(context);
  log(`Relatório: semeados ${rows} cargos em ${(performance.now() - seeded).toFixed(0)} ms`);
  await generatePdf(context, areasIds); // warm-up: the worker starts and loads pdfmake and its fonts
  const alone = await generatePdf(context, areasIds);
  log(`Relatório de Cargos em PDF, ${rows} linhas, sozinho: ${alone.ms.toFixed(0)} ms (${(alone.bytes / 1024).toFixed(0)} KB)`);

  // Reports back to back for as long as the list is under load.
  const load = context.runLoad({ url: context.appUrl, path: context.listPath, headers: { cookie: context.cookie }, connections: context.connections, seconds: context.seconds });
  const state = { loading: true };
  void load.finally(() => (state.loading = false));
  const during: number[] = [];
  while (state.loading) during.push((await generatePdf(context, areasIds)).ms);
  const list = await load;
  const slowest = Math.max(...during);
  log(`Durante a carga: ${during.length} PDFs, ${during.map((ms) => ms.toFixed(0)).join(' / ')} ms; listagem ${list.requestsPerSecond.toFixed(0)} req/s, p50 ${list.p50} ms, p99 ${list.p99} ms, ${list.non2xx} não-2xx`);
  const misses: string[] = [];
  if (alone.ms >= REPORT_TARGET_MS) misses.push(`ALVO NÃO ATINGIDO: PDF de ${rows} linhas em ${alone.ms.toFixed(0)} ms ≥ ${REPORT_TARGET_MS} ms`);
  if (list.p99 >= LIST_P99_TARGET_MS) misses.push(`ALVO NÃO ATINGIDO: p99 da listagem durante a geração ${list.p99} ms ≥ ${LIST_P99_TARGET_MS} ms`);
  return [
    `Relatório (PDF, ${rows} linhas): sozinho ${alone.ms.toFixed(0)} ms, sob carga até ${slowest.toFixed(0)} ms — meta < ${REPORT_TARGET_MS} ms sozinho`,
    `Listagem durante a geração: p99 ${list.p99} ms — meta < ${LIST_P99_TARGET_MS} ms`,
    ...(misses.length ? misses : ['Metas do relatório atingidas.']),
  ];
}
