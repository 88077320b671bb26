/**
 * The reports `npm run bench` measures, each with the synthetic data it prints, seeded in one
 * SQL statement per table (fast even for 10k rows): the Relatório de Cargos over `rows`
 * cargos, and Candidatos em Seleção over `rows` candidates in personnel requests with their
 * step history through five steps of its own (a funnel: all went through the first step, half
 * of them the second, …).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../server/db/database';

export interface SeedContext {
  /** The database's owner connection (no row-level security). */
  owner: Db;
  empresaId: number;
  rows: number;
}

export interface ReportCase {
  /** The report's name in `/api/relatorios/:nome`. */
  name: string;
  title: string;
  /** Seeds the company's synthetic data; answers the filter that prints all of it and what was seeded. */
  seed(context: SeedContext): Promise<{ filter: Record<string, unknown>; seeded: string }>;
}

/** The ids a query answers (or an `insert … returning id`). */
const idsOf = async (owner: Db, query: RawBuilder<{ id: number }>) => (await query.execute(owner)).rows.map((r) => r.id);
const companyIds = ({ owner, empresaId }: SeedContext, table: string) =>
  idsOf(owner, sql<{ id: number }>`select id from ${sql.table(table)} where empresa_id = ${empresaId} order by id`);

const cargos: ReportCase = {
  name: 'cargos',
  title: 'Relatório de Cargos',
  async seed(context) {
    const { owner, empresaId, rows } = context;
    const areas = await companyIds(context, 'area_organizacional');
    const grupos = await companyIds(context, 'grupo_ocupacional');
    await sql`
      with novos as (
        insert into cargo (empresa_id, nome, nome_mercado, ativa, exibir_modulo_externo, grupo_ocupacional_id, escolaridade)
        select ${empresaId}, 'Cargo sintético ' || g, 'Mercado ' || (g % 97), true, true, (${grupos}::integer[])[1 + g % ${grupos.length}], '09'
        from generate_series(1, ${rows}::integer) g
        returning id)
      insert into cargo__areas_organizacionais_ids (owner_id, target_id, position)
      select id, (${areas}::integer[])[1 + id % ${areas.length}], 1 from novos`.execute(owner);
    await sql`analyze cargo`.execute(owner);
    return { filter: { filtrarPor: 1, areasIds: areas }, seeded: `${rows} cargos` };
  },
};

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João', 'Larissa', 'Marcos', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sabrina', 'Tiago', 'Vanessa', 'Wagner'];
const LAST_NAMES = ['Almeida', 'Barbosa', 'Cardoso', 'Dias', 'Esteves', 'Ferreira', 'Gomes', 'Holanda', 'Lima', 'Moreira', 'Nascimento', 'Oliveira', 'Pereira', 'Queiroz', 'Ribeiro', 'Santos', 'Teixeira', 'Vieira'];
const RECRUITERS = ['Administrador Demonstração', 'Mariana Costa (RH)', 'Paulo Henrique (RH)', 'Gestor da área'];
const STEPS = ['Triagem de currículos', 'Entrevista com RH', 'Teste técnico', 'Entrevista com o gestor', 'Exame admissional'];
/** Synthetic requests the candidates are spread over. */
const REQUESTS = 200;
/** How many days back the requests and their histories go: all inside the report's period. */
const DAYS = 150;

const candidatoSelecao: ReportCase = {
  name: 'candidato-selecao',
  title: 'Candidatos em Seleção',
  async seed({ owner, empresaId, rows }) {
    // Steps of its own: the company may hold many more (the list benchmark seeds 100k).
    const etapas = await idsOf(
      owner,
      sql<{ id: number }>`
        insert into etapa_seletiva (empresa_id, nome, ordem, analise_comportamental)
        select ${empresaId}, nome, ordem, false from unnest(${STEPS}::text[]) with ordinality as e(nome, ordem)
        returning id`,
    );
    // The requests copy the references of the company's first one (establishment, area, cargo, reason).
    const solicitacoes = await idsOf(
      owner,
      sql<{ id: number }>`
        insert into solicitacao_pessoal (empresa_id, data, descricao, quantidade, estabelecimento_id, area_organizacional_id, cargo_id,
          motivo_solicitacao_id, horario_comercial, invisivel_para_gestor, status, suspensa, encerrada, cancelada, vinculo, sexo)
        select t.empresa_id, current_date - ${DAYS}::integer + g % 30, 'Solicitação sintética ' || g, 1 + g % 5, t.estabelecimento_id, t.area_organizacional_id,
          t.cargo_id, t.motivo_solicitacao_id, t.horario_comercial, false, 'A', false, false, false, t.vinculo, 'I'
        from generate_series(1, ${REQUESTS}::integer) g,
          (select * from solicitacao_pessoal where empresa_id = ${empresaId} order by id limit 1) t
        returning id`,
    );
    const history = await sql<{ n: number }>`
      with candidatos as (
        insert into candidato (empresa_id, nome, disponivel, contratado, qualificado)
        select ${empresaId}, (${FIRST_NAMES}::text[])[1 + g % ${FIRST_NAMES.length}] || ' ' || (${LAST_NAMES}::text[])[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || g,
          true, false, 'S'
        from generate_series(1, ${rows}::integer) g
        returning id, nome),
      inscritos as (
        insert into candidato_solicitacao (empresa_id, candidato_id, solicitacao_id, data, origem, aptidao, contratado, descricao)
        select ${empresaId}, c.id, s.id, s.data + 1 + c.id % 7, 'P', 'S', false, c.nome || ' — ' || s.descricao
        from candidatos c
        join solicitacao_pessoal s on s.id = (${solicitacoes}::integer[])[1 + c.id % ${solicitacoes.length}]
        returning id, data),
      -- Step k (1-based) for one candidate in 2^(k-1): approved in every step before the last one reached.
      passos as (
        select i.id, i.data, k, (i.id % (1 << (${etapas.length}::integer - 1))) as sorte
        from inscritos i, generate_series(1, ${etapas.length}::integer) k),
      historico as (
        insert into historico_candidato (empresa_id, candidato_solicitacao_id, etapa_seletiva_id, data, resultado, responsavel)
        select ${empresaId}, p.id, (${etapas}::integer[])[p.k], p.data + 3 * p.k,
          case when p.k < ${etapas.length}::integer and p.sorte % (1 << p.k) = 0 then 'A' else (array['E', 'A', 'R', 'D'])[1 + p.id % 4] end,
          (${RECRUITERS}::text[])[1 + (p.id + p.k) % ${RECRUITERS.length}]
        from passos p
        where p.sorte % (1 << (p.k - 1)) = 0
        returning 1)
      select count(*)::integer as n from historico`.execute(owner);
    for (const table of ['solicitacao_pessoal', 'candidato', 'candidato_solicitacao', 'historico_candidato']) await sql`analyze ${sql.table(table)}`.execute(owner);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - (DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
    return {
      filter: { dataIni: from, dataFim: today, etapasIds: etapas },
      seeded: `${rows} candidatos em ${REQUESTS} solicitações, ${history.rows[0]!.n} passagens por ${etapas.length} etapas`,
    };
  },
};

export const REPORT_CASES: readonly ReportCase[] = [cargos, candidatoSelecao];
