/**
 * `npm run bench`: a performance evaluation of 5,000 avaliados × 4 avaliadores (issue 14) on the
 * embedded database — the avaliados of 1,250 áreas with their gestor and three pares filled by one
 * action (one INSERT … SELECT), liberar, then (20,000 answers with their competence levels seeded
 * with plain SQL) the result report as a PDF — its query apart from the worker's layout, read off
 * the job's progress — and the Nine Box as its screen asks it, then printed. Every step through
 * the API as the screens call it. Target (issue 14): liberar, the report and the Nine Box each
 * < 5 s. Each figure carries the CPU time the process (main thread and render workers) spent on
 * it and the load average: on a shared machine the wall time alone says little.
 * Environment: BENCH_AVALIADOS (5000).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import type { GraficoNineBox } from '../../modules/avaliacao/ninebox/ninebox.api';

const AVALIADOS = Number(process.env.BENCH_AVALIADOS) > 0 ? Number(process.env.BENCH_AVALIADOS) : 5_000;
const TARGET_S = 5;

const built = await buildApp({ ...configFromEnv({}), dataDir: 'memory://', demo: true, staticDir: undefined, logLevel: 'warn', schemasDir: resolve(import.meta.dirname, '../../schemas') });
try {
  const db = built.engine.database.owner;
  const login = await built.app.inject({ method: 'POST', url: '/api/login', payload: { cpf: '52998224725', empresaId: 1, senha: 'demo1234' } });
  const cookie = `rh_sessao=${login.cookies.find((c) => c.name === 'rh_sessao')!.value}`;
  const send = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) => {
    const response = await built.app.inject({ method, url: `/api${url}`, payload: payload as never, headers: { cookie } });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const call = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) => (await send(method, url, payload)).json() as Record<string, unknown>;
  const carga = () => `carga ${loadavg().map((n) => n.toFixed(2)).join(' / ')}`;
  const timed = async <T>(label: string, step: () => Promise<T>, alvo = true): Promise<T> => {
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = await step();
    const seconds = (performance.now() - began) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    console.log(`${label}: ${seconds.toFixed(2)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s, ${carga()})`);
    if (alvo && seconds >= TARGET_S) console.log(`ALVO NÃO ATINGIDO: ${label} ${seconds.toFixed(2)} s ≥ ${TARGET_S} s`);
    return result;
  };

  const one = async (query: ReturnType<typeof sql<{ id: number }>>) => (await query.execute(db)).rows[0]!.id;
  const estabelecimento = await one(sql`select id from estabelecimento where empresa_id = 1 order by id limit 1`);
  const cargo = await one(sql`select id from cargo where empresa_id = 1 order by id limit 1`);
  // 1,250 áreas of four talents under one root, each led by a talent of the root: every avaliado
  // gets their gestor (L) and three pares (P) — four avaliadores — from one "Preencher participantes".
  const raiz = (await call('POST', '/areas-organizacionais', { nome: 'Área Bench Desempenho' })).id as number;
  const AREAS = Math.ceil(AVALIADOS / 4);
  await sql`insert into area_organizacional (empresa_id, nome, area_mae_id, descricao_hierarquia, ativo, exibir_organograma)
    select 1, 'Equipe Bench ' || i, ${raiz}, 'Área Bench Desempenho > Equipe Bench ' || i, true, true from generate_series(1, ${AREAS}) i`.execute(db);
  await sql`insert into colaborador (empresa_id, nome, cpf, data_admissao, estabelecimento_id, area_organizacional_id, cargo_id, salario, data_situacao)
    select 1, 'Avaliado Bench ' || i, '7' || lpad(i::text, 10, '0'), '2024-01-02', ${estabelecimento},
      case when i <= ${AREAS} then ${raiz} else (select id from area_organizacional where nome = 'Equipe Bench ' || (1 + (i - ${AREAS} - 1) / 4)) end, ${cargo}, 3000, '2024-01-02'
    from generate_series(1, ${AVALIADOS + AREAS}) i`.execute(db);
  await sql`insert into area_organizacional__responsaveis (owner_id, target_id, position)
    select a.id, c.id, 0 from area_organizacional a join colaborador c on c.nome = 'Avaliado Bench ' || substring(a.nome from 14) where a.nome like 'Equipe Bench %'`.execute(db);
  const { rows: equipes } = await sql<{ id: number }>`select id from area_organizacional where nome like 'Equipe Bench %' order by id`.execute(db);
  const modelo = (await call('POST', '/modelos-avaliacao', { titulo: 'Bench', tipo: 'D', perguntas: [{ texto: 'Entrega?', tipo: 4, notaMinima: 1, notaMaxima: 5, obrigatoria: true, peso: 1 }] })).id as number;
  const avaliacao = (await call('POST', '/avaliacoes-desempenho', { titulo: 'Bench', tipo: '1.0', dataIni: '2026-01-01', dataFim: '2099-12-31', modeloAvaliacao: { id: modelo }, permiteAutoAvaliacao: true, anonima: false, avaliarCompetenciasCargo: true })).id as number;

  await timed(`Preencher participantes: ${AVALIADOS} avaliados de ${AREAS} áreas, gestor e pares`, () =>
    call('POST', `/avaliacoes-desempenho/${avaliacao}/preencher-participantes`, { preencherPor: 'A', areasIds: equipes.map((e) => e.id), preencheAvaliadosLideres: true, preencheAvaliadosPares: true }),
  );
  await timed('Liberar', () => call('PUT', `/avaliacoes-desempenho/${avaliacao}/liberar`));
  const { rows: pares } = await sql<{ n: number }>`select count(*)::integer as n from participante_avaliacao_desempenho where avaliacao_desempenho_id = ${avaliacao} and avaliador_id is not null`.execute(db);
  console.log(`  ${pares[0]!.n} pares avaliado × avaliador`);

  // Each answer with the levels its avaliador gave to three competences (the Nine Box's potencial);
  // scores and levels vary by avaliado, so the Nine Box fills several boxes.
  await sql`insert into configuracao_nivel_competencia_colaborador (empresa_id, owner_id, data, avaliador_id, avaliacao_desempenho_id)
    select 1, p.avaliado_id, '2026-06-01', p.avaliador_id, p.avaliacao_desempenho_id
    from participante_avaliacao_desempenho p where p.avaliacao_desempenho_id = ${avaliacao} and p.avaliador_id is not null`.execute(db);
  await sql`insert into nivel_competencia_colaborador (empresa_id, owner_id, position, tipo_competencia, peso, peso_exigido)
    select 1, cfg.id, i, 'C', 1 + cfg.owner_id % 4, 4 from configuracao_nivel_competencia_colaborador cfg, generate_series(0, 2) i
    where cfg.avaliacao_desempenho_id = ${avaliacao}`.execute(db);
  // Fresh tables have no statistics: without them the join below is planned as a loop over 20,000 × 20,000.
  await sql`analyze configuracao_nivel_competencia_colaborador, participante_avaliacao_desempenho`.execute(db);
  await sql`insert into colaborador_questionario (empresa_id, colaborador_id, avaliador_id, modelo_id, avaliacao_desempenho_id, tipo_participacao, data, respondido_parcialmente, pontos, pontos_maximos, percentual, descricao, respostas, competencias, avaliacao_competencias_id)
    select 1, p.avaliado_id, p.avaliador_id, ${modelo}, p.avaliacao_desempenho_id, p.tipo, '2026-06-01', false, (p.avaliado_id % 5), 4, (p.avaliado_id % 5) * 25, 'Bench', '[]'::jsonb, '[]'::jsonb, cfg.id
    from participante_avaliacao_desempenho p
    join configuracao_nivel_competencia_colaborador cfg on cfg.avaliacao_desempenho_id = p.avaliacao_desempenho_id and cfg.owner_id = p.avaliado_id and cfg.avaliador_id = p.avaliador_id
    where p.avaliacao_desempenho_id = ${avaliacao} and p.avaliador_id is not null`.execute(db);

  /** Generates the report; the job's progress passes 10 % when the query is done and the worker starts the layout. */
  const relatorio = async (avaliacoesIds: number[]) => {
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    const cpu = () => {
      const used = process.cpuUsage(cpuBefore);
      return (used.user + used.system) / 1e6;
    };
    let consulta: { s: number; cpu: number } | undefined;
    let status = await call('POST', '/relatorios/resultado-avaliacao?formato=pdf', { avaliacoesIds });
    while (status.status === 'EXECUTANDO') {
      if (consulta === undefined && Number(status.progresso) >= 10) consulta = { s: (performance.now() - began) / 1000, cpu: cpu() };
      await new Promise((done) => setTimeout(done, 25));
      status = await call('GET', `/relatorios/tarefas/${String(status.id)}`);
    }
    if (status.status !== 'CONCLUIDO') throw new Error(`relatório: ${JSON.stringify(status)}`);
    const total = (performance.now() - began) / 1000;
    if (consulta) console.log(`  consulta ${consulta.s.toFixed(2)} s (CPU ${consulta.cpu.toFixed(2)} s), PDF no worker ${(total - consulta.s).toFixed(2)} s (CPU ${(cpu() - consulta.cpu).toFixed(2)} s)`);
  };
  // Warm-up on the demo's evaluation: the worker starts and loads pdfmake and its fonts.
  const demo = await one(sql`select id from avaliacao_desempenho where empresa_id = 1 and titulo like 'Avaliação de Desempenho %' limit 1`);
  await timed('Relatório da avaliação da demonstração (aquecimento do PDF)', () => relatorio([demo]), false);
  await timed(`Relatório Resultado da Avaliação (PDF, ${AVALIADOS} avaliados)`, () => relatorio([avaliacao]));
  const grafico = await timed('Nine Box (o gráfico da tela)', async () => (await send('GET', `/ninebox/chart/${avaliacao}`)).json() as GraficoNineBox);
  const noGrafico = grafico.boxes.reduce((soma, box) => soma + box.quantidade, 0);
  console.log(`  ${noGrafico} avaliados nos boxes (${grafico.boxes.map((b) => b.quantidade).join(' / ')}), ${grafico.semResultado} sem resultado`);
  await timed('Nine Box impresso (NineBox.pdf)', () => send('POST', '/ninebox/relatorio', { avaliacaoId: avaliacao }));
} finally {
  await built.close();
}
