/**
 * `npm run bench`: the six dashboards over 10,000 talents (issue 19). Seeds, on an embedded
 * database with the demo data, 10,000 more talents of the demo company spread over its areas,
 * establishments and cargos, each with its hiring history entry, a promotion for one in five,
 * a dismissal for one in ten and a leave for one in five; then times each dashboard call
 * (default period, as the screen first asks) in-process. Target: each < 300 ms.
 * Environment: BENCH_REPEATS (20), the median and the 95th percentile are reported;
 * DATABASE_URL: a PostgreSQL server instead (an empty database: the demo is seeded into it —
 * `source tests/support/postgres.sh; pg_start`). Beside the wall time, the process's
 * CPU time of the call (the embedded database's thread included; on PostgreSQL the server's
 * is not the process's): on a machine shared with other work the wall time swells with the
 * load, the CPU time much less, so before/after figures taken at different loads still compare.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { today } from '../../engine/validation/brazilian';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { ROOT } from '../browser/harness';

const TARGET_MS = 300;
const TALENTOS = 10_000;
const REPEATS = Number(process.env.BENCH_REPEATS) > 0 ? Number(process.env.BENCH_REPEATS) : 20;
const PAINEIS = ['vagas', 'cargos-salarios', 'desenvolvimento', 'sst', 'talento', 'desempenho'];

const dataDir = mkdtempSync(join(tmpdir(), 'rh-bench-analytics-'));
const built = await buildApp({ ...configFromEnv({ DATABASE_URL: process.env.DATABASE_URL }), dataDir, demo: true, staticDir: undefined, logLevel: 'warn', schemasDir: resolve(ROOT, 'schemas') });
try {
  const db = built.engine.database.owner;
  const hoje = today();
  // Each new talent copies the lotação of a demo talent (cycling over them) and is hired within the last three years.
  await sql`
    with modelo as (select row_number() over (order by id) - 1 as n, estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id
                    from colaborador where empresa_id = 1 and area_organizacional_id is not null),
         total as (select count(*) as n from modelo)
    insert into colaborador (empresa_id, nome, cpf, data_nascimento, sexo, data_admissao, data_situacao, data_desligamento, estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id, salario)
    select 1, 'Talento Bench ' || i, '9' || lpad(i::text, 10, '0'), date '1960-01-01' + (i * 7 % 20000), case when i % 2 = 0 then 'F' else 'M' end,
           ${hoje}::date - (i % 1095), ${hoje}::date - (i % 1095), case when i % 10 = 0 then ${hoje}::date - (i % 90) end,
           m.estabelecimento_id, m.area_organizacional_id, m.cargo_id, m.faixa_salarial_id, 1500 + (i % 50) * 100
    from generate_series(1, ${TALENTOS}) i join modelo m on m.n = i % (select n from total)`.execute(db);
  await sql`
    insert into historico_colaborador (empresa_id, owner_id, position, data, motivo, estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id, tipo_salario, salario)
    select 1, c.id, 0, c.data_admissao, 'C', c.estabelecimento_id, c.area_organizacional_id, c.cargo_id, c.faixa_salarial_id, 3, c.salario
    from colaborador c where c.nome like 'Talento Bench %'`.execute(db);
  await sql`
    insert into historico_colaborador (empresa_id, owner_id, position, data, motivo, estabelecimento_id, area_organizacional_id, cargo_id, faixa_salarial_id, tipo_salario, salario)
    select 1, c.id, 1, c.data_admissao + 30, 'P', c.estabelecimento_id, c.area_organizacional_id, c.cargo_id, c.faixa_salarial_id, 3, c.salario + 300
    from colaborador c where c.nome like 'Talento Bench %' and c.id % 5 = 0 and (c.data_desligamento is null or c.data_desligamento > c.data_admissao + 30)`.execute(db);
  // Each record already in the situation of its latest entry in force, as the app keeps it: else the
  // hourly job (startSituacaoJob) would rewrite the 10,000 talents one transaction each while the
  // dashboards are timed, on PGlite's one connection.
  await sql`
    update colaborador c set data_situacao = h.data, salario = h.salario
    from historico_colaborador h
    where h.owner_id = c.id and h.position = 1 and h.data <= ${hoje}::date and c.nome like 'Talento Bench %'`.execute(db);
  await sql`
    insert into desligamento (empresa_id, colaborador_id, data, motivo_id)
    select 1, c.id, c.data_desligamento, (select min(id) from motivo_desligamento where empresa_id = 1)
    from colaborador c where c.nome like 'Talento Bench %' and c.data_desligamento is not null`.execute(db);
  await sql`
    insert into colaborador_afastamento (empresa_id, colaborador_id, classe, afastamento_id, inicio, fim, estabelecimento_id, area_organizacional_id)
    select 1, c.id, a.classe, a.id, greatest(c.data_admissao, ${hoje}::date - (c.id % 170)), greatest(c.data_admissao, ${hoje}::date - (c.id % 170)) + 3, c.estabelecimento_id, c.area_organizacional_id
    from colaborador c cross join lateral (select id, classe from afastamento where empresa_id = 1 order by id limit 1) a
    where c.nome like 'Talento Bench %' and c.id % 5 = 0`.execute(db);
  await sql`analyze`.execute(db);
  const { rows } = await sql<{ n: number }>`select count(*)::integer as n from colaborador where empresa_id = 1`.execute(db);

  const login = await built.app.inject({ method: 'POST', url: '/api/login', payload: { cpf: '52998224725', empresaId: 1, senha: 'demo1234' } });
  const cookie = `rh_sessao=${login.cookies.find((c) => c.name === 'rh_sessao')!.value}`;
  /** The value below which `p` of the samples lie (nearest rank). */
  const percentil = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * xs.length) - 1)]!;
  const acima: string[] = [];
  console.log(`Dashboards de analytics com ${rows[0]!.n} talentos na empresa, ${built.engine.database.kind} (${REPEATS} chamadas; carga da máquina ${loadavg()[0]!.toFixed(1)}):`);
  for (const painel of PAINEIS) {
    const tempos: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < REPEATS + 1; i++) {
      const inicio = performance.now();
      const cpuAntes = process.cpuUsage();
      const resposta = await built.app.inject({ method: 'GET', url: `/api/analytics/${painel}`, headers: { cookie } });
      if (resposta.statusCode !== 200) throw new Error(`${painel}: ${resposta.statusCode} ${resposta.body}`);
      const { user, system } = process.cpuUsage(cpuAntes);
      // The first call warms the plans and the code: not counted.
      if (i > 0) {
        tempos.push(performance.now() - inicio);
        cpu.push((user + system) / 1000);
      }
    }
    const ms = Math.round(percentil(tempos, 0.5));
    const p95 = Math.round(percentil(tempos, 0.95));
    console.log(`  ${painel.padEnd(16)} mediana ${String(ms).padStart(5)} ms  p95 ${String(p95).padStart(5)} ms  CPU (mediana) ${String(Math.round(percentil(cpu, 0.5))).padStart(5)} ms`);
    if (ms >= TARGET_MS) acima.push(`${painel} ${ms} ms`);
  }
  if (acima.length) console.log(`ALVO NÃO ATINGIDO (< ${TARGET_MS} ms): ${acima.join('; ')}`);
} finally {
  await built.close();
  rmSync(dataDir, { recursive: true, force: true });
}
