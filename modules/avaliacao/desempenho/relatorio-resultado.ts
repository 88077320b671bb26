/**
 * The computed columns of the reports on performance evaluations' results (schemas/avaliacao/
 * relatorios/: "Resultado da Avaliação de Desempenho", the same grouped by faixa salarial, the
 * talent's comparison across evaluations): the results of the chosen evaluations
 * (resultados.ts), computed once and handed to the declared query as one JSON value read by
 * each participant row `t`.
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { resultadosDasAvaliacoes, type ResultadoDoAvaliado } from './resultados';

type Coluna = keyof Omit<ResultadoDoAvaliado, 'avaliacaoId' | 'avaliadoId'>;

/** The report's computed columns, by select key, from the evaluations the filter property chose (a list of ids or one record). */
function resultadosNoRelatorio(filtro: string, colunas: Record<string, Coluna>): ReportCode {
  return {
    async extend({ db, scope, filter }) {
      const escolhidas = filter[filtro] as number[] | { id: number } | undefined;
      const ids = Array.isArray(escolhidas) ? escolhidas : escolhidas ? [escolhidas.id] : [];
      const resultados = await resultadosDasAvaliacoes(db, scope, ids);
      const porChave = JSON.stringify(Object.fromEntries(resultados));
      const doAvaliado = sql`(${porChave}::jsonb -> (t.avaliacao_desempenho_id::text || ':' || t.avaliado_id::text))`;
      return { columns: Object.fromEntries(Object.entries(colunas).map(([coluna, campo]) => [coluna, sql`(${doAvaliado} ->> ${campo})::numeric`])) };
    },
  };
}

/** Every result by relation kind: "Resultado da Avaliação de Desempenho" and "Comparativo de Performance do Talento". */
export const resultadoAvaliacao = resultadosNoRelatorio('avaliacoesIds', {
  gestores: 'L',
  pares: 'P',
  liderados: 'A',
  outros: 'R',
  autoavaliacao: 'U',
  desempenho: 'desempenho',
  competencias: 'competencias',
});

export const resultadoAvaliacaoAgrupadoFaixa = resultadosNoRelatorio('avaliacaoDesempenho', {
  autoavaliacao: 'U',
  desempenho: 'desempenho',
  competencias: 'competencias',
});
