/**
 * An answered questionnaire as a printed document (spec 02 §7 "imprimir-avaliacao-respondida":
 * agruparPorAspecto, modoEconomico), laid out here and drawn by the reports' PDF workers.
 *
 * The full print shows each question with every alternative offered, the chosen ones marked,
 * the grade within its scale and the comment: what the person saw and did. The economic one is
 * a table, one line per question with the answer given — a fraction of the paper.
 * Grouped by aspect, each aspect is a section in the order its first question is asked;
 * questions without one close under "Outras perguntas".
 */
import type { DocumentBlock, LaidOutDocument, LaidOutSection } from '../../../engine/report/document-layout';
import { textoDaResposta, TIPO_PERGUNTA, type RespostaPontuada } from './pontuacao';

export interface OpcoesDeImpressao {
  agruparPorAspecto: boolean;
  modoEconomico: boolean;
}

/** What the heading prints: label and value, already written (empty ones are left out). */
export type Cabecalho = { label: string; value: string }[];

const SEM_ASPECTO = 'Outras perguntas';
const numero = (valor: number) => valor.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const pontos = (r: RespostaPontuada) => (r.tipo === TIPO_PERGUNTA.SUBJETIVA ? '-' : `${numero(r.pontos)} de ${numero(r.pontosMaximos)}`);

/** One question in full: the alternatives marked, or the grade, then the comment. */
function perguntaCompleta(resposta: RespostaPontuada): DocumentBlock {
  const escolhidas = new Set(resposta.alternativas ?? []);
  const linhas = resposta.opcoes?.map((opcao) => `${escolhidas.has(opcao) ? '(X)' : '( )'} ${opcao}`) ?? [];
  if (resposta.tipo === TIPO_PERGUNTA.NOTA) linhas.push(resposta.nota === undefined ? 'Nota: sem resposta' : `Nota: ${resposta.nota}`);
  if (resposta.comentario) linhas.push(resposta.tipo === TIPO_PERGUNTA.SUBJETIVA ? resposta.comentario : `Comentário: ${resposta.comentario}`);
  if (!linhas.length) linhas.push('Sem resposta');
  return { kind: 'text', label: `${resposta.ordem}. ${resposta.texto}`, text: linhas.join('\n') };
}

function blocos(respostas: RespostaPontuada[], modoEconomico: boolean): DocumentBlock[] {
  if (!modoEconomico) return respostas.map(perguntaCompleta);
  return [{ kind: 'table', columns: ['Pergunta', 'Resposta', 'Pontos'], rows: respostas.map((r) => [`${r.ordem}. ${r.texto}`, textoDaResposta(r), pontos(r)]) }];
}

/** The answers in sections: one, or one per aspect in the order asked. */
function secoes(respostas: RespostaPontuada[], { agruparPorAspecto, modoEconomico }: OpcoesDeImpressao): LaidOutSection[] {
  if (!agruparPorAspecto) return [{ title: 'Respostas', blocks: blocos(respostas, modoEconomico) }];
  const grupos = new Map<string, RespostaPontuada[]>();
  for (const resposta of respostas) {
    const aspecto = resposta.aspecto ?? SEM_ASPECTO;
    grupos.set(aspecto, [...(grupos.get(aspecto) ?? []), resposta]);
  }
  // Questions without an aspect close the print, wherever they were asked.
  const semAspecto = grupos.get(SEM_ASPECTO);
  grupos.delete(SEM_ASPECTO);
  if (semAspecto) grupos.set(SEM_ASPECTO, semAspecto);
  return [...grupos].map(([title, lista]) => ({ title, blocks: blocos(lista, modoEconomico) }));
}

/** A level given to one competence of the avaliado, as printed. */
export interface NivelImpresso {
  competencia: string;
  exigido: string;
  dado: string;
}

export function documentoDoQuestionario(titulo: string, cabecalho: Cabecalho, respostas: RespostaPontuada[], opcoes: OpcoesDeImpressao, niveis: NivelImpresso[] = []): LaidOutDocument {
  const pares = cabecalho.filter((par) => par.value);
  const competencias: LaidOutSection[] = niveis.length
    ? [{ title: 'Competências', blocks: [{ kind: 'table', columns: ['Competência', 'Nível exigido', 'Nível dado'], rows: niveis.map((n) => [n.competencia, n.exigido, n.dado]) }] }]
    : [];
  return {
    title: titulo,
    sections: [{ title: 'Dados da avaliação', blocks: [{ kind: 'fields', pairs: pares }] }, ...(respostas.length ? secoes(respostas, opcoes) : []), ...competencias],
    signatures: [],
  };
}
