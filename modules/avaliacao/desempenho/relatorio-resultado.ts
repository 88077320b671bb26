/**
 * The computed columns of "Resultado da Avaliação de Desempenho" (schemas/avaliacao/relatorios/
 * resultado-avaliacao.json): the results of the chosen evaluations (resultados.ts), computed
 * once and handed to the declared query as one JSON value read by each participant row `t`.
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { resultadosDasAvaliacoes, type ResultadoDoAvaliado } from './resultados';

const COLUNAS: Record<string, keyof ResultadoDoAvaliado> = {
  gestores: 'L',
  pares: 'P',
  liderados: 'A',
  outros: 'R',
  autoavaliacao: 'U',
  desempenho: 'desempenho',
  competencias: 'competencias',
};

export const resultadoAvaliacao: ReportCode = {
  async extend({ db, scope, filter }) {
    const resultados = await resultadosDasAvaliacoes(db, scope, (filter.avaliacoesIds as number[] | undefined) ?? []);
    const porChave = JSON.stringify(Object.fromEntries(resultados));
    const doAvaliado = sql`(${porChave}::jsonb -> (t.avaliacao_desempenho_id::text || ':' || t.avaliado_id::text))`;
    return { columns: Object.fromEntries(Object.entries(COLUNAS).map(([coluna, campo]) => [coluna, sql`(${doAvaliado} ->> ${campo})::numeric`])) };
  },
};
