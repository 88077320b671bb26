/**
 * "Avaliação de Candidatos" (query in its declaration): the answered evaluations of a period,
 * per request; Detalhado adds each question with its answer, written here as text.
 * SQL fragments are what a report's code hands to its declared query (server/reports), which
 * restricts it to the session's company.
 */
import { sql } from 'kysely';
import type { ReportCode } from '../../../server/reports/query';
import { textoDaResposta, TIPO_PERGUNTA, type RespostaPontuada } from '../../avaliacao/questionario/pontuacao';

const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** One line per question: "1. Pergunta — resposta (pontos de máximo)". */
export function respostasEmTexto(respostas: RespostaPontuada[]): string {
  return respostas
    .map((r) => {
      const pontos = r.tipo === TIPO_PERGUNTA.SUBJETIVA ? '' : ` (${numero(r.pontos)} de ${numero(r.pontosMaximos)})`;
      return `${r.ordem}. ${r.texto} — ${textoDaResposta(r)}${pontos}`;
    })
    .join('\n');
}

/** In Detalhado, each answer as a line of text, from the copy kept with the evaluation. */
export const avaliacaoCandidato: ReportCode = {
  extend: ({ filter }) => ({ columns: { respostas: filter.resumido === true ? sql`null` : sql`t.respostas` } }),
  row: ({ respostas, ...row }) => ({ ...row, respostas: respostas ? respostasEmTexto(respostas as RespostaPontuada[]) : null }),
};
