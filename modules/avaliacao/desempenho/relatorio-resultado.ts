/**
 * The computed columns of the reports on performance evaluations' results (schemas/avaliacao/
 * relatorios/: "Resultado da Avaliação de Desempenho", the same grouped by faixa salarial, the
 * talent's comparison across evaluations). Each reads a talent `t` paired with an evaluation `e`
 * (`each`): only the pairs where the talent is an avaliado, with the results of the chosen
 * evaluations (resultados.ts) computed once and handed to the query as one JSON value — a row
 * per avaliado, no grouping of the participants (5,000 avaliados × 4 avaliadores: 20,000 pairs).
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { companyQuery } from '../../../server/db/scoped-query';
import { resultadosDasAvaliacoes, type ResultadoDoAvaliado } from './resultados';

type Coluna = keyof Omit<ResultadoDoAvaliado, 'avaliacaoId' | 'avaliadoId'>;

/** The report's computed columns, by select key, from the evaluations the filter property chose (a list of ids or one record). */
function resultadosNoRelatorio(filtro: string, colunas: Record<string, Coluna>): ReportCode {
  const campos = Object.values(colunas);
  return {
    async extend({ db, scope, filter }) {
      const escolhidas = filter[filtro] as number[] | { id: number } | undefined;
      const ids = Array.isArray(escolhidas) ? escolhidas : escolhidas ? [escolhidas.id] : [];
      const resultados = await resultadosDasAvaliacoes(db, scope, ids);
      // Only the values the columns read, by position: a smaller literal parses and plans faster.
      const porChave = JSON.stringify(Object.fromEntries([...resultados].map(([chave, r]) => [chave, campos.map((campo) => r[campo])])));
      const doAvaliado = sql`(${porChave}::jsonb -> (e.id::text || ':' || t.id::text))`;
      // Uncorrelated, so it is hashed once whatever the planner knows of the tables (a fresh bulk fill has no statistics).
      const avaliados = companyQuery(db, scope)
        .selectFrom('participante_avaliacao_desempenho as p')
        .select(['p.avaliacao_desempenho_id', 'p.avaliado_id'])
        .where('p.avaliacao_desempenho_id', 'in', ids.length ? ids : [0]);
      return {
        columns: Object.fromEntries(Object.keys(colunas).map((coluna, i) => [coluna, sql`(${doAvaliado} ->> ${sql.lit(i)})::numeric`])),
        where: [sql`(e.id, t.id) in (${avaliados})`],
      };
    },
  };
}

/** Every result by relation kind: "Resultado da Avaliação de Desempenho" and "Comparativo de Performance do Talento". */
export const resultadoAvaliacao = resultadosNoRelatorio('avaliacoesIds', {
  avaliadores: 'avaliadores',
  gestores: 'L',
  pares: 'P',
  liderados: 'A',
  outros: 'R',
  autoavaliacao: 'U',
  desempenho: 'desempenho',
  competencias: 'competencias',
});

export const resultadoAvaliacaoAgrupadoFaixa = resultadosNoRelatorio('avaliacaoDesempenho', {
  avaliadores: 'avaliadores',
  autoavaliacao: 'U',
  desempenho: 'desempenho',
  competencias: 'competencias',
});
