/**
 * What the calls of answering a performance evaluation take and answer (OpenAPI components,
 * `npm run gen`): what the signed-in talent has to answer, the questionnaire of one avaliado
 * with what was answered so far, and what a save answers — never who answered.
 */
import type { RespostaPontuada } from '../questionario/pontuacao';
import type { PerguntaSemPesos } from '../questionario/questionario.api';

type TipoParticipacao = 'R' | 'U' | 'L' | 'A' | 'P';

/** One avaliado the signed-in talent evaluates in a released evaluation (GET /api/avaliacoes-desempenho/minhas). */
export interface AvaliacaoParaResponder {
  avaliacao: { id: number; titulo: string; dataIni: string; dataFim: string; anonima: boolean };
  avaliado: { id: number; nome: string };
  tipo: TipoParticipacao;
  /** N não respondida, P respondida parcialmente, R respondida. */
  situacao: 'N' | 'P' | 'R';
}

/** The questionnaire of one avaliado: the questions (no weights) and the answers saved so far. */
export interface QuestionarioDoAvaliado {
  avaliacao: { id: number; titulo: string; anonima: boolean };
  avaliado: { id: number; nome: string };
  avaliador: { id: number; nome: string } | null;
  tipo: TipoParticipacao;
  titulo: string;
  observacao: string | null;
  perguntas: PerguntaSemPesos[];
  anteriores: RespostaPontuada[];
  /** The answers are final: nothing more to send. */
  respondida: boolean;
}

/** What a save answers: whether the answer is still partial (never who gave it). */
export interface RespostaGravada {
  respondidoParcialmente: boolean;
}
