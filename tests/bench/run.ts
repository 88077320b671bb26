/**
 * `npm run bench` — a benchmark, not a test. Seeds 100k etapas seletivas of company 1 on
 * PostgreSQL, then measures with autocannon, in the same run, the generic endpoints against
 * a bare Fastify route running the very same SQL:
 *   - list: GET /api/etapas-seletivas?nome=entrevista&sort=nome,asc&page=0&size=15
 *   - read: GET /api/etapas-seletivas/:id (random ids of the seeded rows)
 * Targets: list ratio ≥ 0.8 with generic p99 < 50 ms; read-by-id ratio ≥ 0.5.
 * Then the report engine (tests/bench/report.ts): a 10k-row PDF report, alone and while the
 * list is under load — PDF < 3 s, list p99 < 100 ms during generation.
 *
 * Both servers live in this process and are measured one after the other, never at the same
 * time; autocannon runs in a child process (tests/bench/load.ts) so its client work does not
 * share the servers' event loop. Always exits 0; missed targets print "ALVO NÃO ATINGIDO".
 *
 * Environment: DATABASE_URL (else a throwaway cluster is started and stopped), BENCH_SECONDS
 * (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10), BENCH_ROWS (100000), BENCH_ROUNDS (1;
 * each round alternates which side goes first), BENCH_BREAKDOWN (1; 0 skips the step-by-step
 * decomposition printed after the table: database plans and per-layer costs, see breakdown.ts),
 * BENCH_PROFILE=<dir> (a V8 CPU profile of the servers' process per measured run),
 * BENCH_REPORT_ROWS (10000; BENCH_REPORT=0 skips the report part), BENCH_REPORTS (names of
 * tests/bench/report-cases.ts to run, comma-separated; all by default), BENCH_REPORT_REPEATS
 * (3 generations alone per report), BENCH_LIST=0 (skips the list and read comparisons, to
 * measure only the reports).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import { columnOf } from '../../engine/table/derive';
import { buildApp, type BuiltApp } from '../../server/app';
import { configFromEnv, type AppConfig } from '../../server/config';
import { compileQueries, startBareServer, type BareServer } from './bare';
import { containsText } from '../../server/db/text-search';
import { breakdown } from './breakdown';
import { benchReport } from './report';
import { REPORT_CASES } from './report-cases';
import { openBenchDatabase } from './cluster';
import type { LoadJob, LoadSummary } from './load';

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const SECONDS = env('BENCH_SECONDS', 10);
const WARMUP = env('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const ROWS = env('BENCH_ROWS', 100_000);
const ROUNDS = env('BENCH_ROUNDS', 1);
const REPORT_ROWS = env('BENCH_REPORT_ROWS', 10_000);
const REPORT_REPEATS = env('BENCH_REPORT_REPEATS', 3);
/** Directory for one V8 CPU profile per measured run (open in Chrome DevTools), when set. */
const PROFILE_DIR = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;

const ADMIN = { cpf: '52998224725', senha: 'demo1234', empresaId: 1 };
const ENTITY = 'etapaSeletiva';
const LIST_QUERY = { nome: 'entrevista', sort: 'nome,asc', page: '0', size: '15' };
const POOL_SIZE = 10; // the app's default (server/db/database.ts)

const log = (line: string) => console.log(line);
const loadAverage = () => loadavg().map((n) => n.toFixed(2)).join(' / ');

/** Stage names; one in 40 mentions "Entrevista", so `nome=entrevista` matches 2.5 % of rows. */
const STAGES = [
  'Triagem de currículos', 'Teste de lógica', 'Dinâmica de grupo', 'Entrevista técnica', 'Prova de conhecimentos',
  'Estudo de caso', 'Avaliação psicológica', 'Teste de inglês', 'Checagem de referências', 'Exame admissional',
  'Proposta salarial', 'Apresentação de projeto', 'Teste prático', 'Avaliação comportamental', 'Conversa com o gestor',
  'Validação de documentos', 'Teste de digitação', 'Redação', 'Conhecimentos gerais', 'Assessment',
  'Painel com a diretoria', 'Teste de aptidão física', 'Visita à unidade', 'Integração', 'Pesquisa de antecedentes',
  'Teste de planilhas', 'Desafio de código', 'Simulação de atendimento', 'Avaliação de portfólio', 'Devolutiva final',
  'Teste de raciocínio', 'Prova situacional', 'Bate-papo com o time', 'Teste de personalidade', 'Análise de perfil',
  'Revisão salarial', 'Teste de matemática', 'Oficina prática', 'Pré-seleção', 'Verificação de certificados',
];
const LEVELS = ['júnior', 'pleno', 'sênior', 'estágio', 'trainee', 'liderança', 'operacional', 'administrativo', 'comercial'];

async function seed(built: BuiltApp): Promise<{ minId: number; maxId: number; matching: number }> {
  const entity = built.engine.registry.get(ENTITY);
  const owner = built.engine.database.owner;
  const c = (property: string) => sql.id(columnOf(entity, property));
  const started = Date.now();
  const { rows } = await sql<{ min: number; max: number }>`
    with inserted as (
      insert into ${sql.id(entity.table)} (empresa_id, ${c('nome')}, ${c('ordem')}, ${c('analiseComportamental')})
      select ${ADMIN.empresaId},
        (${STAGES}::text[])[1 + (g * 7) % ${STAGES.length}] || ' ' || (${LEVELS}::text[])[1 + (g / 7) % ${LEVELS.length}] || ' ' || g,
        1 + g % 999,
        g % 4 = 0
      from generate_series(1, ${ROWS}::integer) g
      returning id)
    select min(id)::integer as min, max(id)::integer as max from inserted`.execute(owner);
  await sql`analyze ${sql.id(entity.table)}`.execute(owner);
  const matching = await sql<{ n: number }>`select count(*)::integer as n from ${sql.id(entity.table)}
    where empresa_id = ${ADMIN.empresaId} and ${containsText(c('nome'), LIST_QUERY.nome)}`.execute(owner);
  log(`Semeadas ${ROWS} linhas em ${entity.table} (empresa ${ADMIN.empresaId}) em ${Date.now() - started} ms`);
  return { minId: rows[0]!.min, maxId: rows[0]!.max, matching: matching.rows[0]!.n };
}

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (response.status !== 200) throw new Error(`login falhou (${response.status}): ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('rh_sessao='));
  if (!cookie) throw new Error('login sem cookie de sessão');
  return cookie.split(';')[0]!;
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The load generator child: one job at a time over IPC. */
function startLoader(): { run(job: Omit<LoadJob, 'id'>): Promise<LoadSummary>; stop(): void } {
  const child: ChildProcess = fork(resolve(import.meta.dirname, 'load.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  let next = 1;
  const waiting = new Map<number, { done: (s: LoadSummary) => void; fail: (e: Error) => void }>();
  child.on('message', (message: { ok: boolean; summary?: LoadSummary; id?: number; error?: string }) => {
    const id = message.summary?.id ?? message.id!;
    const entry = waiting.get(id);
    waiting.delete(id);
    if (message.ok) entry?.done(message.summary!);
    else entry?.fail(new Error(message.error));
  });
  child.on('exit', (code) => {
    for (const entry of waiting.values()) entry.fail(new Error(`gerador de carga terminou (${code})`));
    waiting.clear();
  });
  return {
    run: (job) =>
      new Promise((done, fail) => {
        const id = next++;
        waiting.set(id, { done, fail });
        child.send({ ...job, id });
      }),
    stop: () => {
      if (child.connected) child.disconnect();
    },
  };
}

interface Side {
  url: string;
  path: string;
  headers: Record<string, string>;
}

interface Target {
  name: string;
  /** File-name part of the profiles. */
  slug: string;
  generic: Side;
  bare: Side;
  idRange?: [number, number];
  minRatio: number;
  maxP99?: number;
  /** Which side runs first in round 0; flips every round. */
  genericFirst: boolean;
}

/** A load run, plus what it cost this process (both servers live here, measured one at a time). */
interface Sample extends LoadSummary {
  /** CPU time of the server process (user + system, less its idle rate) per request, in µs. */
  cpuPerRequest: number;
  /** Event-loop utilisation of the server process during the run, 0..1. */
  elu: number;
}

interface Measured {
  target: Target;
  generic: Sample[];
  bare: Sample[];
  loadAfter: string;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The V8 profiler of this process (both servers), around one measured run. */
async function startProfiler(): Promise<{ stop(file: string): Promise<void> }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return {
    async stop(file) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(PROFILE_DIR!, { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** CPU this process burns per second while idle (timers, pools), subtracted from the runs. */
async function idleCpuPerSecond(): Promise<number> {
  const before = process.cpuUsage();
  const start = performance.now();
  await new Promise((done) => setTimeout(done, 2000));
  const cpu = process.cpuUsage(before);
  return ((cpu.user + cpu.system) * 1000) / (performance.now() - start);
}

async function measure(loader: ReturnType<typeof startLoader>, target: Target, idleCpu: number): Promise<Measured> {
  const job = (side: Side, seconds: number) =>
    loader.run({ url: side.url, path: side.path, headers: side.headers, idRange: target.idRange, connections: CONNECTIONS, seconds });
  const result: Measured = { target, generic: [], bare: [], loadAfter: '' };
  for (let round = 0; round < ROUNDS; round++) {
    const genericFirst = target.genericFirst === (round % 2 === 0);
    const order: ('generic' | 'bare')[] = genericFirst ? ['generic', 'bare'] : ['bare', 'generic'];
    for (const side of order) await job(target[side], WARMUP);
    for (const side of order) {
      const profiler = PROFILE_DIR ? await startProfiler() : undefined;
      const cpuBefore = process.cpuUsage();
      const eluBefore = performance.eventLoopUtilization();
      const started = performance.now();
      const run = await job(target[side], SECONDS);
      const cpu = process.cpuUsage(cpuBefore);
      if (profiler) {
        const file = `${PROFILE_DIR}/${target.slug}-${side}-${round + 1}.cpuprofile`;
        await profiler.stop(file);
        log(`  perfil: ${file} (${run.total} requisições)`);
      }
      const busy = cpu.user + cpu.system - (idleCpu * (performance.now() - started)) / 1000;
      const summary: Sample = {
        ...run,
        cpuPerRequest: run.total ? Math.max(0, busy) / run.total : 0,
        elu: performance.eventLoopUtilization(eluBefore).utilization,
      };
      if (summary.non2xx || summary.errors || summary.timeouts) {
        log(`  AVISO ${target.name}/${side}: ${summary.non2xx} respostas não-2xx, ${summary.errors} erros, ${summary.timeouts} timeouts`);
      }
      log(`  ${target.name} · ${side === 'generic' ? 'genérico' : 'bare'} (rodada ${round + 1}): ${summary.requestsPerSecond.toFixed(0)} req/s, p50 ${summary.p50} ms, p99 ${summary.p99} ms, CPU do servidor ${summary.cpuPerRequest.toFixed(0)} µs/req, laço de eventos ${(100 * summary.elu).toFixed(0)} % ocupado`);
      result[side].push(summary);
    }
  }
  result.loadAfter = loadAverage();
  return result;
}

function report(results: Measured[]): void {
  const header = ['Alvo', 'req/s genérico', 'req/s bare', 'razão', 'p99 genérico', 'p99 bare', 'CPU Node µs/req gen/bare', 'meta', 'loadavg ao fim (inclui o bench)'];
  const rows: string[][] = [];
  const misses: string[] = [];
  for (const { target, generic, bare, loadAfter } of results) {
    const g = mean(generic.map((s) => s.requestsPerSecond));
    const b = mean(bare.map((s) => s.requestsPerSecond));
    const gp99 = Math.max(...generic.map((s) => s.p99));
    const bp99 = Math.max(...bare.map((s) => s.p99));
    const ratio = b > 0 ? g / b : 0;
    const goal = `razão ≥ ${target.minRatio}${target.maxP99 ? `, p99 < ${target.maxP99} ms` : ''}`;
    const ratioOk = ratio >= target.minRatio;
    const p99Ok = target.maxP99 === undefined || gp99 < target.maxP99;
    if (!ratioOk) misses.push(`ALVO NÃO ATINGIDO: ${target.name} — razão ${ratio.toFixed(2)} < ${target.minRatio}`);
    if (!p99Ok) misses.push(`ALVO NÃO ATINGIDO: ${target.name} — p99 genérico ${gp99} ms ≥ ${target.maxP99} ms`);
    rows.push([
      target.name,
      g.toFixed(0),
      b.toFixed(0),
      ratio.toFixed(2),
      `${gp99} ms`,
      `${bp99} ms`,
      `${mean(generic.map((s) => s.cpuPerRequest)).toFixed(0)} / ${mean(bare.map((s) => s.cpuPerRequest)).toFixed(0)}`,
      `${goal}: ${ratioOk && p99Ok ? 'atingida' : 'NÃO'}`,
      loadAfter,
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 || i >= 7 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' │ ');
  log('');
  log(line(header));
  log(widths.map((w) => '─'.repeat(w)).join('─┼─'));
  for (const row of rows) log(line(row));
  log('');
  if (misses.length) for (const miss of misses) log(miss);
  else log('Todas as metas atingidas.');
}

async function main(): Promise<void> {
  const cleanups: (() => Promise<void> | void)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const step of cleanups.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error('limpeza:', error);
        }
      }
    })());
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by
  // tsx), and a second, unhandled one would kill it before the cluster is stopped.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void cleanup().finally(() => process.exit(130)));
  }

  try {
    log(`Máquina: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}, carga ${loadAverage()}`);
    log(`Parâmetros: ${ROWS} linhas, ${CONNECTIONS} conexões, ${WARMUP} s de aquecimento + ${SECONDS} s por medida, ${ROUNDS} rodada(s)`);
    const database = await openBenchDatabase(log);
    cleanups.push(() => database.drop());

    const config: AppConfig = {
      ...configFromEnv({}),
      dataDir: 'memory://',
      databaseUrl: database.url,
      demo: true,
      staticDir: undefined,
      logLevel: 'warn',
      schemasDir: resolve(import.meta.dirname, '../../schemas'),
    };
    const built = await buildApp(config);
    cleanups.push(() => built.close());
    const appUrl = await built.app.listen({ host: '127.0.0.1', port: 0 });
    const cookie = await login(appUrl);
    const seeded = await seed(built);
    log(`Filtro nome=${LIST_QUERY.nome}: ${seeded.matching} de ${ROWS} linhas (${((100 * seeded.matching) / ROWS).toFixed(1)} %)`);

    const entity = built.engine.registry.get(ENTITY);
    const scope = { empresaId: ADMIN.empresaId, usuarioId: null };
    const queries = await compileQueries(entity, built.engine.registry, scope, LIST_QUERY);
    for (const note of queries.notes) log(note);
    const bare: BareServer = await startBareServer({
      url: database.url,
      appRole: config.appRole,
      empresaId: ADMIN.empresaId,
      poolSize: POOL_SIZE,
      queries,
    });
    cleanups.push(() => bare.close());
    const bareUrl = await bare.app.listen({ host: '127.0.0.1', port: 0 });

    // Same answers on both sides, or the comparison means nothing.
    const listPath = `/api/${entity.resource}?${new URLSearchParams(LIST_QUERY)}`;
    const headers = { cookie };
    const sampleId = seeded.minId + Math.floor((seeded.maxId - seeded.minId) / 2);
    const genericList = await getJson(`${appUrl}${listPath}`, headers);
    const bareList = await getJson(`${bareUrl}/bare/list`);
    const genericRead = await getJson(`${appUrl}/api/${entity.resource}/${sampleId}`, headers);
    const bareRead = await getJson(`${bareUrl}/bare/${sampleId}`);
    if (!isDeepStrictEqual(genericList, bareList)) throw new Error('a listagem genérica e a bare respondem diferente');
    if (!isDeepStrictEqual(genericRead, bareRead)) throw new Error('a leitura genérica e a bare respondem diferente');
    const listed = genericList as { content: unknown[]; totalElements: number };
    log(`Respostas idênticas nos dois lados (listagem: ${listed.content.length} de ${listed.totalElements}; leitura do id ${sampleId})`);

    const loader = startLoader();
    cleanups.push(() => loader.stop());
    const targets: Target[] = [
      {
        name: 'Listagem (15, filtro, ordenada)',
        slug: 'listagem',
        generic: { url: appUrl, path: listPath, headers },
        bare: { url: bareUrl, path: '/bare/list', headers: {} },
        minRatio: 0.8,
        maxP99: 50,
        genericFirst: true,
      },
      {
        name: 'Leitura por id',
        slug: 'leitura',
        generic: { url: appUrl, path: `/api/${entity.resource}/{id}`, headers },
        bare: { url: bareUrl, path: '/bare/{id}', headers: {} },
        idRange: [seeded.minId, seeded.maxId],
        minRatio: 0.5,
        genericFirst: false,
      },
    ];
    log('');
    if (process.env.BENCH_LIST !== '0') {
      const results: Measured[] = [];
      const idleCpu = await idleCpuPerSecond();
      log(`CPU do processo em repouso: ${(idleCpu / 1000).toFixed(1)} ms/s (descontada do custo por requisição)`);
      for (const target of targets) results.push(await measure(loader, target, idleCpu));
      report(results);
      log(`Carga ao final: ${loadAverage()}`);
    }

    if (process.env.BENCH_REPORT !== '0') {
      const chosen = process.env.BENCH_REPORTS?.split(',').map((name) => name.trim());
      for (const reportCase of REPORT_CASES.filter((c) => !chosen || chosen.includes(c.name))) {
        log('');
        const lines = await benchReport(
          {
            built,
            appUrl,
            cookie,
            empresaId: ADMIN.empresaId,
            rows: REPORT_ROWS,
            repeats: REPORT_REPEATS,
            seconds: SECONDS,
            connections: CONNECTIONS,
            listPath,
            runLoad: (job) => loader.run(job),
            log,
          },
          reportCase,
        );
        for (const line of lines) log(line);
      }
    }

    if (process.env.BENCH_BREAKDOWN !== '0') {
      log('');
      log('Decomposição (BENCH_BREAKDOWN=0 para omitir)');
      const lines = await breakdown({
        engine: built.engine,
        entity,
        scope,
        listQuery: LIST_QUERY,
        queries,
        bare: bare.pool,
        databaseUrl: database.url,
        sessionToken: cookie.slice(cookie.indexOf('=') + 1),
        appUrl,
        bareUrl,
        cookie,
        readId: sampleId,
      });
      for (const line of lines) log(line);
    }
  } finally {
    await cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
