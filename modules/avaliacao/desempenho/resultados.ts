/**
 * The results of a performance evaluation per avaliado (issue 14 item 3): the questionnaire's
 * score — the mean of the final answers' percentuais over the avaliadores, overall (without the
 * autoavaliação) and by relation kind — and the competences — the levels the talent reached
 * against those the matrix of their faixa requires, in their latest competence assessment up to
 * the evaluation's end (sum of the reached levels' weights over the required ones', at most
 * 100 %). Written once as SQL over the company's rows, read by the report (`resultado-avaliacao`)
 * and by the Nine Box (`desempenhoEPotencial`: desempenho % and potencial % per avaliado).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';

type Tipo = 'R' | 'U' | 'L' | 'A' | 'P';
type Coluna = RawBuilder<unknown>;

/**
 * The avaliado's questionnaire score in the evaluation: the mean percentual of the final
 * answers, of one relation kind or (none given) of every avaliador but the avaliado.
 */
export function desempenhoDoAvaliado(db: Db, scope: Scope, avaliacao: Coluna, avaliado: Coluna, tipo?: Tipo): RawBuilder<number | null> {
  const media = companyQuery(db, scope)
    .selectFrom('colaborador_questionario as q')
    .select(sql<number>`round(avg(q.percentual)::numeric, 2)`.as('media'))
    .where(sql<SqlBool>`q.avaliacao_desempenho_id = ${avaliacao}`)
    .where(sql<SqlBool>`q.colaborador_id = ${avaliado}`)
    .where('q.respondido_parcialmente', '=', false)
    .where('q.tipo_participacao', tipo ? '=' : 'is distinct from', tipo ?? 'U');
  return sql<number | null>`(${media})`;
}

/** The avaliado's competence attainment (%) in their latest assessment up to `ate`. */
export function potencialDoAvaliado(db: Db, scope: Scope, avaliado: Coluna, ate: Coluna): RawBuilder<number | null> {
  const q = companyQuery(db, scope);
  const avaliacaoDoTalento = q
    .selectFrom('configuracao_nivel_competencia_colaborador as cfg')
    .select('cfg.id')
    .where(sql<SqlBool>`cfg.owner_id = ${avaliado}`)
    .where(sql<SqlBool>`cfg.data <= ${ate}`)
    .orderBy('cfg.data', 'desc')
    .orderBy('cfg.id', 'desc')
    .limit(1);
  const atendimento = q
    .selectFrom('nivel_competencia_colaborador as n')
    .select(sql<number>`round(least(100, sum(n.peso) * 100.0 / nullif(sum(n.peso_exigido), 0)), 2)`.as('percentual'))
    .where('n.owner_id', '=', avaliacaoDoTalento);
  return sql<number | null>`(${atendimento})`;
}

/** The evaluation's end date, for a participant row `alias`. */
export function fimDaAvaliacao(db: Db, scope: Scope, avaliacao: Coluna): RawBuilder<string> {
  const fim = companyQuery(db, scope).selectFrom('avaliacao_desempenho as a').select('a.data_fim').where(sql<SqlBool>`a.id = ${avaliacao}`);
  return sql<string>`(${fim})`;
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
  const avaliado = sql.ref('p.avaliado_id');
  const avaliacao = sql`${avaliacaoId}::integer`;
  const rows = await companyQuery(db, scope)
    .selectFrom('participante_avaliacao_desempenho as p')
    .where('p.avaliacao_desempenho_id', '=', avaliacaoId)
    .select([
      'p.avaliado_id as colaboradorId',
      desempenhoDoAvaliado(db, scope, avaliacao, avaliado).as('desempenho'),
      potencialDoAvaliado(db, scope, avaliado, fimDaAvaliacao(db, scope, avaliacao)).as('potencial'),
    ])
    .groupBy('p.avaliado_id')
    .orderBy('p.avaliado_id')
    .execute();
  const numero = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rows.map((r) => ({ colaboradorId: Number(r.colaboradorId), desempenho: numero(r.desempenho), potencial: numero(r.potencial) }));
}
