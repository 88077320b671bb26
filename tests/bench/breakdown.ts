/**
 * Where the generic endpoints spend their time, measured step by step outside the load run:
 * the database plans of the list statements (as rh_app, under row-level security), and the
 * per-request cost of each layer the generic side adds over the bare one.
 */
import pg from 'pg';
import type { CompiledQuery } from 'kysely';
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { Engine } from '../../server/engine';
import { parseListParams } from '../../server/crud/list-params';
import { listStatements, readStatement } from '../../server/crud/select';
import type { Scope } from '../../server/db/tenant-context';
import type { BareQueries } from './bare';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** µs per call of a synchronous step: median of batches. */
function timeSync(work: () => unknown, batch = 200, batches = 15): number {
  for (let i = 0; i < batch; i++) work();
  const samples: number[] = [];
  for (let b = 0; b < batches; b++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) work();
    samples.push(Number(process.hrtime.bigint() - start) / 1000 / batch);
  }
  return median(samples);
}

/** µs per call of an asynchronous step run in series: median of single calls. */
async function timeAsync(work: () => Promise<unknown>, count = 300): Promise<number> {
  return (await timeInterleaved([work], count))[0]!;
}

/** Two steps alternated call by call: [µs of a, µs of b]. */
async function timePair(a: () => Promise<unknown>, b: () => Promise<unknown>, count: number): Promise<[number, number]> {
  const [ta = 0, tb = 0] = await timeInterleaved([a, b], count);
  return [ta, tb];
}

/** Like timeAsync for several steps, alternated call by call so machine load hits them alike. */
async function timeInterleaved(works: (() => Promise<unknown>)[], count = 300): Promise<number[]> {
  for (let i = 0; i < 30; i++) for (const work of works) await work();
  const samples = works.map(() => [] as number[]);
  for (let i = 0; i < count; i++) {
    for (let w = 0; w < works.length; w++) {
      const k = (i + w) % works.length; // alternate which goes first
      const start = process.hrtime.bigint();
      await works[k]!();
      samples[k]!.push(Number(process.hrtime.bigint() - start) / 1000);
    }
  }
  return samples.map(median);
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode): string[] {
  const own = /Scan/.test(node['Node Type']) ? [`${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

/** EXPLAIN ANALYZE as the app's role, with the company set as the app sets it. */
async function explain(url: string, appRole: string, empresaId: number, query: CompiledQuery): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set role ${pg.escapeIdentifier(appRole)}`);
    await client.query('select set_config($1, $2, false)', ['app.empresa_id', String(empresaId)]);
    const runs: { ms: number; plan: PlanNode }[] = [];
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `explain (analyze, format json) ${query.sql}`,
        [...query.parameters],
      );
      const [result] = rows[0]!['QUERY PLAN'];
      runs.push({ ms: result['Execution Time'], plan: result.Plan });
    }
    const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
    return `${median(runs.map((r) => r.ms)).toFixed(2)} ms — ${scans(best.plan).join(', ')}`;
  } finally {
    await client.end();
  }
}

export interface BreakdownInput {
  engine: Engine;
  entity: RegisteredEntity;
  scope: Scope;
  listQuery: Record<string, string>;
  queries: BareQueries;
  bare: pg.Pool;
  databaseUrl: string;
  sessionToken: string;
  appUrl: string;
  bareUrl: string;
  cookie: string;
  readId: number;
}

/** Lines to print. */
export async function breakdown(input: BreakdownInput): Promise<string[]> {
  const { engine, entity, scope, listQuery, queries } = input;
  const lines: string[] = [];
  const us = (value: number) => `${value.toFixed(0).padStart(6)} µs`;

  lines.push('Banco (EXPLAIN ANALYZE como rh_app, com RLS; mediana de 3):');
  lines.push(`  página da listagem:   ${await explain(input.databaseUrl, engine.config.appRole, scope.empresaId, queries.page)}`);
  const readQuery = { ...queries.read, parameters: queries.read.parameters.map((p, i) => (i === queries.idIndex ? input.readId : p)) };
  lines.push(`  leitura por id:       ${await explain(input.databaseUrl, engine.config.appRole, scope.empresaId, readQuery)}`);

  const session = await timeAsync(() => engine.sessions.find(input.sessionToken, async () => []), 2000);
  const validation = timeSync(() => parseListParams(entity, { ...listQuery }));
  const buildList = timeSync(() => {
    const params = parseListParams(entity, { ...listQuery });
    listStatements(entity, engine.registry, scope, params, params.size, 0).page.compile(engine.db);
  }) - validation;
  const buildRead = timeSync(() => {
    readStatement(entity, engine.registry, scope, input.readId).compile(engine.db);
  });
  const listBody = await (await fetch(`${input.bareUrl}/bare/list`)).json();
  const stringify = timeSync(() => JSON.stringify(listBody));

  // The read, in series, through each layer.
  const values = queries.read.parameters.map((p, i) => (i === queries.idIndex ? input.readId : p));
  const [rawRead, serviceRead] = await timePair(
    () => input.bare.query(queries.read.sql, values),
    () => engine.entities.get(entity, scope, input.readId),
    1000,
  );
  const [httpGeneric, httpBare] = await timePair(
    () => fetch(`${input.appUrl}/api/${entity.resource}/${input.readId}`, { headers: { cookie: input.cookie } }).then((r) => r.arrayBuffer()),
    () => fetch(`${input.bareUrl}/bare/${input.readId}`).then((r) => r.arrayBuffer()),
    1000,
  );

  lines.push('');
  lines.push('Servidor genérico, por requisição (em série, sem carga concorrente, lados alternados; mediana):');
  lines.push(`  ${us(session)}  sessão: hash SHA-256 do cookie + cache em memória (SessionStore.find)`);
  lines.push(`  ${us(validation)}  validação da query da listagem (parseListParams: ajv + text-guard + sort)`);
  lines.push(`  ${us(buildList)}  montagem + compilação Kysely do SQL da listagem (página com o total)`);
  lines.push(`  ${us(buildRead)}  montagem + compilação Kysely do SQL da leitura`);
  lines.push(`  ${us(stringify)}  JSON.stringify da página de 15 (igual nos dois lados)`);
  lines.push(`  ${us(serviceRead - rawRead)}  camada de serviço da leitura: EntityService.get (${serviceRead.toFixed(0)} µs) − pg.Pool.query cru (${rawRead.toFixed(0)} µs)`);
  lines.push(`  ${us(httpGeneric - httpBare)}  total HTTP da leitura: genérico (${httpGeneric.toFixed(0)} µs) − bare (${httpBare.toFixed(0)} µs)`);
  lines.push(`  ${us(httpGeneric - httpBare - (serviceRead - rawRead) - session)}  resto (Fastify: cookie, hook onRequest, rota) = total − serviço − sessão`);
  return lines;
}
