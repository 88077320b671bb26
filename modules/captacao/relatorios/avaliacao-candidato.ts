/**
 * "Avaliação de Candidatos": the answered evaluations of a period (their date), per request,
 * each candidate with the model, percentual and verdict; Detalhado adds who answered, the
 * points and each question with its answer, from the copy kept with the evaluation.
 */
import { sql } from 'kysely';
import type { ReportQuery } from '../../../server/reports/query';
import { textoDaResposta, TIPO_PERGUNTA, type RespostaPontuada } from '../avaliacao-pontuacao';
import { codeTitleSql } from './selecao';
import { inList } from './solicitacoes';

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

const veredito = (aprovado: boolean | null) => (aprovado === null ? '-' : aprovado ? 'Sim' : 'Não');

export const avaliacaoCandidato: ReportQuery = async ({ db, scope, filter, registry, limit }) => {
  const conditions = [sql`av.data between ${filter.dataIni as string}::date and ${filter.dataFim as string}::date`];
  if ((filter.solicitacoesIds as number[] | undefined)?.length) conditions.push(inList(sql`av.solicitacao_id`, filter.solicitacoesIds));
  if ((filter.modelosIds as number[] | undefined)?.length) conditions.push(inList(sql`av.modelo_id`, filter.modelosIds));
  const detalhado = filter.resumido !== true;
  const { rows } = await sql<{ solicitacao: string; candidato: string; modelo: string; data: string; respondidoPor: string; pontos: number; percentual: number | null; aprovado: boolean | null; respostas: RespostaPontuada[] | null }>`
    select s.id || ' - ' || s.descricao as solicitacao, c.nome as candidato, m.titulo as modelo, av.data::text as data,
      ${codeTitleSql(registry, 'avaliacaoCandidato', 'respondidoPor', sql`av.respondido_por`)} as "respondidoPor",
      av.pontos, av.percentual, av.aprovado, ${detalhado ? sql`av.respostas` : sql`null`} as respostas
    from avaliacao_candidato av
    join candidato c on c.id = av.candidato_id and c.empresa_id = av.empresa_id
    join solicitacao_pessoal s on s.id = av.solicitacao_id and s.empresa_id = av.empresa_id
    join modelo_avaliacao_candidato m on m.id = av.modelo_id and m.empresa_id = av.empresa_id
    where av.empresa_id = ${scope.empresaId} and ${sql.join(conditions, sql` and `)}
    order by s.id, c.nome, m.titulo, av.id
    limit ${limit}`.execute(db);
  return rows.map(({ percentual, aprovado, respostas, ...row }) => ({
    ...row,
    // The layout's percent format takes a fraction.
    percentual: percentual === null ? null : percentual / 100,
    aprovado: veredito(aprovado),
    respostas: respostas ? respostasEmTexto(respostas) : null,
  }));
};
