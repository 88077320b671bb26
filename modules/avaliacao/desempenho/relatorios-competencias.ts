/**
 * The computed parts of the competence analyses of performance evaluations (schemas/avaliacao/
 * relatorios/analise-desempenho-competencia-*.json): which avaliadores' levels count (the chosen
 * ones, or all; the autoavaliação only when asked) and, for one talent, how each is named — by
 * name and relation, or, in an anonymous evaluation, "Avaliador 1", "Avaliador 2"… and only when
 * at least two count (spec §5), so no level can be traced to one person.
 */
import { sql, type SqlBool } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import { referenceId } from '../../../engine/table/reference-id';
import { RELACAO } from './relacao';
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';

export const ANONIMA_DOIS_AVALIADORES = 'A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados';
export const NOTA_MINIMA_OBRIGATORIA = 'Informe a nota mínima da média geral das competências.';

/** Who gave the levels, named or anonymous (never read out of this module). */
const QUEM_DEU = sql`coalesce(cq.avaliador_id, cq.avaliador_anonimo)`;


/** The final answers' assessments of the avaliado in the evaluation that count, with who gave them, and whether it is anonymous. */
async function dadas(db: Db, scope: Scope, filter: Record<string, unknown>) {
  const avaliacaoId = referenceId(filter.avaliacaoDesempenho)!;
  const q = companyQuery(db, scope);
  const avaliacao = await q.selectFrom('avaliacao_desempenho').select(['anonima', 'tipo']).where('id', '=', avaliacaoId).executeTakeFirst();
  const escolhidos = (filter.avaliadoresIds as number[] | undefined) ?? [];
  let query = q
    .selectFrom(['colaborador_questionario as cq', 'colaborador as c'])
    .where(sql<SqlBool>`c.id = ${QUEM_DEU}`)
    .select(['cq.avaliacao_competencias_id as cfgId', 'c.nome', 'cq.tipo_participacao as tipo'])
    .where('cq.avaliacao_desempenho_id', '=', avaliacaoId)
    .where('cq.colaborador_id', '=', referenceId(filter.avaliado)!)
    .where('cq.avaliacao_competencias_id', 'is not', null)
    .orderBy('cq.avaliacao_competencias_id');
  if (escolhidos.length) query = query.where(sql<SqlBool>`${QUEM_DEU} in (${sql.join(escolhidos)})`);
  if (filter.considerarAutoavaliacao !== true) query = query.where('cq.tipo_participacao', 'is distinct from', 'U');
  return { anonima: avaliacao?.anonima === true, doisPontoZero: avaliacao?.tipo === '2.0', linhas: await query.execute() };
}

/**
 * "Análise de Desempenho das Competências da Organização" (analise-desempenho-competencia-
 * organizacional.json) counts the levels of the final answers of the chosen evaluations; the
 * autoavaliação's only when asked (the relation is the answer's, not the assessment's).
 */
export const analiseCompetenciasOrganizacao: ReportCode = {
  extend({ db, scope, filter }) {
    let dadas = companyQuery(db, scope)
      .selectFrom('colaborador_questionario as cq')
      .select('cq.avaliacao_competencias_id')
      .where('cq.avaliacao_desempenho_id', 'in', (filter.avaliacoesIds as number[] | undefined) ?? [])
      .where('cq.avaliacao_competencias_id', 'is not', null);
    if (filter.considerarAutoavaliacao !== true) dadas = dadas.where('cq.tipo_participacao', 'is distinct from', 'U');
    return { where: [sql`t.owner_id in (${dadas})`] };
  },
};

export const analiseCompetenciasTalento: ReportCode = {
  // Spec §5: the detailed report of a 1.0 evaluation asks the general average's minimum and, when
  // anonymous, two avaliadores at least; the summary, and any report of a 2.0, neither.
  async check({ db, scope, filter }) {
    if (filter.resumido === true) return;
    const { anonima, doisPontoZero, linhas } = await dadas(db, scope, filter);
    if (doisPontoZero) return;
    const problemas = [];
    if (typeof filter.notaMinimaMediaGeralCompetencia !== 'number') problemas.push({ field: 'notaMinimaMediaGeralCompetencia', message: NOTA_MINIMA_OBRIGATORIA });
    if (anonima && linhas.length < 2) problemas.push({ field: 'avaliadoresIds', message: ANONIMA_DOIS_AVALIADORES });
    if (problemas.length) throw errors.validation(problemas);
  },
  async extend({ db, scope, filter }) {
    const { anonima, linhas } = await dadas(db, scope, filter);
    const nomes = Object.fromEntries(linhas.map((l, i) => [String(l.cfgId), anonima ? `Avaliador ${i + 1}` : `${l.nome ?? ''} (${RELACAO[(l.tipo ?? 'R') as keyof typeof RELACAO]})`]));
    const ids = linhas.map((l) => l.cfgId!);
    const atingido = sql`round(least(100, t.peso * 100.0 / nullif(t.peso_exigido, 0)), 2)`;
    // No minimum (a summary, a 2.0): no situação to tell.
    const minima = typeof filter.notaMinimaMediaGeralCompetencia === 'number' ? filter.notaMinimaMediaGeralCompetencia : null;
    return {
      where: [ids.length ? sql`t.owner_id in (${sql.join(ids)})` : sql`false`],
      columns: {
        avaliador: sql`(${JSON.stringify(nomes)}::jsonb ->> t.owner_id::text)`,
        atingido,
        situacao: minima === null ? sql`null::text` : sql`case when ${atingido} >= ${minima} then 'Atende' when ${atingido} is not null then 'Abaixo da nota mínima' end`,
      },
    };
  },
};
