/**
 * The results of a performance evaluation per avaliado (issue 14 item 3): the questionnaire's
 * score — the mean of the final answers' percentuais over the avaliadores, overall (without the
 * autoavaliação) and by relation kind — and the competences — the levels reached against those
 * the matrix of the faixa requires (sum of the reached levels' weights over the required ones',
 * at most 100 %): the mean over the levels the avaliadores gave, when the evaluation asks them,
 * or else the talent's own latest competence assessment up to the evaluation's end. Computed once here, in a few grouped queries whatever the number of avaliados, and
 * read by the report (`resultado-avaliacao`) and by the Nine Box (`desempenhoEPotencial`).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';

export interface ResultadoDoAvaliado {
  avaliacaoId: number;
  avaliadoId: number;
  /** How many avaliadores the avaliado has (the autoavaliação included). */
  avaliadores: number;
  /** Mean percentual by relation kind (gestores, pares, liderados, avaliadores, autoavaliação). */
  L: number | null;
  P: number | null;
  A: number | null;
  R: number | null;
  U: number | null;
  /** Mean over every avaliador but the avaliado. */
  desempenho: number | null;
  /** Competence attainment, %. */
  competencias: number | null;
}

const numero = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const chave = (avaliacaoId: number, avaliadoId: number) => `${avaliacaoId}:${avaliadoId}`;

/** Every avaliado of the evaluations with their results, by `avaliacaoId:avaliadoId`. */
export async function resultadosDasAvaliacoes(db: Db, scope: Scope, avaliacoesIds: number[]): Promise<Map<string, ResultadoDoAvaliado>> {
  const resultados = new Map<string, ResultadoDoAvaliado>();
  if (!avaliacoesIds.length) return resultados;
  const q = companyQuery(db, scope);
  const avaliados = await q
    .selectFrom('participante_avaliacao_desempenho as p')
    .select(['p.avaliacao_desempenho_id as avaliacaoId', 'p.avaliado_id as avaliadoId', sql<number>`count(p.avaliador_id)::integer`.as('avaliadores')])
    .where('p.avaliacao_desempenho_id', 'in', avaliacoesIds)
    .groupBy(['p.avaliacao_desempenho_id', 'p.avaliado_id'])
    .execute();
  for (const { avaliacaoId, avaliadoId, avaliadores } of avaliados) {
    resultados.set(chave(avaliacaoId!, avaliadoId!), { avaliacaoId: avaliacaoId!, avaliadoId: avaliadoId!, avaliadores, L: null, P: null, A: null, R: null, U: null, desempenho: null, competencias: null });
  }

  const media = (condicao: RawBuilder<SqlBool>) => sql<number | null>`round((avg(q.percentual) filter (where ${condicao}))::numeric, 2)`;
  const tipo = (t: string) => media(sql<SqlBool>`q.tipo_participacao = ${t}`);
  const notas = await q
    .selectFrom('colaborador_questionario as q')
    .select([
      'q.avaliacao_desempenho_id as avaliacaoId',
      'q.colaborador_id as avaliadoId',
      tipo('L').as('L'),
      tipo('P').as('P'),
      tipo('A').as('A'),
      tipo('R').as('R'),
      tipo('U').as('U'),
      media(sql<SqlBool>`q.tipo_participacao is distinct from 'U'`).as('desempenho'),
    ])
    .where('q.avaliacao_desempenho_id', 'in', avaliacoesIds)
    .where('q.respondido_parcialmente', '=', false)
    .groupBy(['q.avaliacao_desempenho_id', 'q.colaborador_id'])
    .execute();
  for (const n of notas) {
    const r = resultados.get(chave(n.avaliacaoId!, n.avaliadoId!));
    if (r) Object.assign(r, { L: numero(n.L), P: numero(n.P), A: numero(n.A), R: numero(n.R), U: numero(n.U), desempenho: numero(n.desempenho) });
  }

  // An evaluation that asks the levels: the mean attainment of the levels its avaliadores gave
  // (the autoavaliação apart, as in the questionnaire's score).
  const atingido = sql<number>`least(100, sum(n.peso) * 100.0 / nullif(sum(n.peso_exigido), 0))`;
  const dadasNaAvaliacao = q
    .selectFrom(['configuracao_nivel_competencia_colaborador as cfg', 'colaborador_questionario as cq', 'nivel_competencia_colaborador as n'])
    .whereRef('cq.avaliacao_competencias_id', '=', 'cfg.id')
    .whereRef('n.owner_id', '=', 'cfg.id')
    .where('cfg.avaliacao_desempenho_id', 'in', avaliacoesIds)
    .where('cq.tipo_participacao', 'is distinct from', 'U')
    .select(['cfg.avaliacao_desempenho_id as avaliacaoId', 'cfg.owner_id as avaliadoId', atingido.as('percentual')])
    .groupBy(['cfg.avaliacao_desempenho_id', 'cfg.owner_id', 'cfg.id']);
  // Any other: the talent's own latest assessment up to the evaluation's end.
  const ultimas = q
    .selectFrom(['participante_avaliacao_desempenho as p', 'avaliacao_desempenho as a', 'configuracao_nivel_competencia_colaborador as cfg'])
    .whereRef('a.id', '=', 'p.avaliacao_desempenho_id')
    .whereRef('cfg.owner_id', '=', 'p.avaliado_id')
    .whereRef('cfg.data', '<=', 'a.data_fim')
    .where('cfg.avaliacao_desempenho_id', 'is', null)
    .where('p.avaliacao_desempenho_id', 'in', avaliacoesIds)
    .where(sql<SqlBool>`not (coalesce(a.avaliar_competencias_cargo, false) or coalesce(a.avaliar_somente_competencias, false))`)
    .distinctOn(['p.avaliacao_desempenho_id', 'p.avaliado_id'])
    .select(['p.avaliacao_desempenho_id as avaliacaoId', 'p.avaliado_id as avaliadoId', 'cfg.id as cfgId'])
    .orderBy('p.avaliacao_desempenho_id')
    .orderBy('p.avaliado_id')
    .orderBy('cfg.data', 'desc')
    .orderBy('cfg.id', 'desc');
  const daUltima = q
    .selectFrom(['nivel_competencia_colaborador as n'])
    .innerJoin(ultimas.as('u'), 'u.cfgId', 'n.owner_id')
    .select(['u.avaliacaoId', 'u.avaliadoId', sql<number | null>`round(${atingido}, 2)`.as('percentual')])
    .groupBy(['u.avaliacaoId', 'u.avaliadoId']);
  const dadas = await q
    .selectFrom('avaliacao_desempenho as a')
    .innerJoin(dadasNaAvaliacao.as('t'), 't.avaliacaoId', 'a.id')
    .select(['t.avaliacaoId', 't.avaliadoId', sql<number | null>`round(avg(t.percentual)::numeric, 2)`.as('percentual')])
    .groupBy(['t.avaliacaoId', 't.avaliadoId'])
    .execute();
  const atendimento = [...dadas, ...(await daUltima.execute())];
  for (const a of atendimento) {
    const r = resultados.get(chave(a.avaliacaoId!, a.avaliadoId!));
    if (r) r.competencias = numero(a.percentual);
  }
  return resultados;
}

export interface DesempenhoEPotencial {
  colaboradorId: number;
  /** Questionnaire score, % (null: no final answer of another avaliador yet). */
  desempenho: number | null;
  /** Competence attainment, % (null: no competence assessment up to the evaluation's end). */
  potencial: number | null;
}

/** What the Nine Box places: each avaliado of the evaluation with desempenho % and potencial %. */
export async function desempenhoEPotencial(db: Db, scope: Scope, avaliacaoId: number): Promise<DesempenhoEPotencial[]> {
  const resultados = await resultadosDasAvaliacoes(db, scope, [avaliacaoId]);
  return [...resultados.values()]
    .map((r) => ({ colaboradorId: r.avaliadoId, desempenho: r.desempenho, potencial: r.competencias }))
    .sort((a, b) => a.colaboradorId - b.colaboradorId);
}
