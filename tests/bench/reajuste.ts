/**
 * `npm run bench`: applying a table of reajustes to 10,000 talents (issue 13) on the embedded
 * database, the default a fresh clone runs on — one history entry per talent and the talents'
 * new situation, in the action's one transaction. Target: < 5 s. Seeds the talents, their first
 * entries and the proposals with plain SQL, then times the declared action as the API runs it.
 * Environment: BENCH_TALENTOS (10000).
 */
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { runAction } from '../../server/crud/actions';

const TALENTOS = Number(process.env.BENCH_TALENTOS) > 0 ? Number(process.env.BENCH_TALENTOS) : 10_000;
const TARGET_S = 5;
const scope = { empresaId: 1, usuarioId: 1 };

const built = await buildApp({ ...configFromEnv({}), dataDir: 'memory://', demo: true, staticDir: undefined, logLevel: 'warn', schemasDir: resolve(import.meta.dirname, '../../schemas') });
try {
  const db = built.engine.database.owner;
  const one = async (query: ReturnType<typeof sql<{ id: number }>>) => (await query.execute(db)).rows[0]!.id;
  const estabelecimento = await one(sql`select id from estabelecimento where empresa_id = 1 order by id limit 1`);
  const area = await one(sql`select id from area_organizacional where empresa_id = 1 order by id limit 1`);
  const cargo = await one(sql`select id from cargo where empresa_id = 1 order by id limit 1`);
  await sql`insert into colaborador (empresa_id, nome, cpf, data_admissao, estabelecimento_id, area_organizacional_id, cargo_id, salario, data_situacao)
    select 1, 'Talento Bench ' || i, '8' || lpad(i::text, 10, '0'), '2024-01-02', ${estabelecimento}, ${area}, ${cargo}, 2000 + i % 3000, '2024-01-02'
    from generate_series(1, ${TALENTOS}) i`.execute(db);
  await sql`insert into historico_colaborador (empresa_id, owner_id, data, motivo, estabelecimento_id, area_organizacional_id, cargo_id, tipo_salario, quantidade, salario)
    select 1, id, data_admissao, 'C', estabelecimento_id, area_organizacional_id, cargo_id, 3, 1, salario from colaborador where nome like 'Talento Bench %'`.execute(db);
  const tabelaEntity = built.engine.registry.get('tabelaReajusteColaborador');
  const tabela = await built.engine.entities.create(tabelaEntity, scope, { nome: 'Bench', data: '2025-06-01', tipoReajuste: 'C' });
  await sql`insert into reajuste_colaborador (empresa_id, owner_id, colaborador_id, estabelecimento_atual_id, area_organizacional_atual_id, salario_atual,
      estabelecimento_proposto_id, area_organizacional_proposta_id, cargo_proposto_id, tipo_salario_proposto, quantidade_indice_proposta, salario_proposto, diferenca, percentual)
    select 1, ${tabela.id}, id, estabelecimento_id, area_organizacional_id, salario, estabelecimento_id, area_organizacional_id, cargo_id, 3, 1, round(salario * 1.05, 2), round(salario * 0.05, 2), 5
    from colaborador where nome like 'Talento Bench %'`.execute(db);

  const aplicar = tabelaEntity.actions!.find((action) => action.name === 'aplicar')!;
  const began = performance.now();
  await runAction(built.engine, tabelaEntity, aplicar, scope, tabela.id, {});
  const seconds = (performance.now() - began) / 1000;
  const { rows } = await sql<{ n: number }>`select count(*)::integer as n from colaborador where nome like 'Talento Bench %' and data_situacao = '2025-06-01'`.execute(db);
  console.log(`Reajuste aplicado a ${TALENTOS} talentos (embutido): ${seconds.toFixed(2)} s; ${rows[0]!.n} talentos com a nova situação`);
  if (rows[0]!.n !== TALENTOS) console.log(`ERRO: ${TALENTOS - rows[0]!.n} talentos sem a nova situação`);
  if (seconds >= TARGET_S) console.log(`ALVO NÃO ATINGIDO: ${seconds.toFixed(2)} s ≥ ${TARGET_S} s`);
} finally {
  await built.close();
}
