/**
 * What the survey calls take and answer (OpenAPI components, `npm run gen`): a participant's
 * surveys and questionnaire, the answers sent, the results per question and the NPS. No type
 * here names who answered: results are counts, means and texts.
 */
import type { ModeloDoQuestionario, PerguntaSemPesos, Resposta } from '../questionario/questionario.api';

/** A released survey the signed-in talent takes part in (GET /api/pesquisas/minhas). */
export interface MinhaPesquisa {
  id: number;
  titulo: string;
  tipo: string;
  dataInicio: string;
  dataFim: string;
  anonima: boolean;
  /** Answered and sent: it cannot be answered again. */
  respondida: boolean;
  /** Answers saved to continue later, not sent yet. */
  emAndamento: boolean;
}

/** The questionnaire a participant answers: no weights, and the answers they saved to continue. */
export interface QuestionarioDaPesquisa extends ModeloDoQuestionario {
  pesquisa: MinhaPesquisa;
  perguntas: PerguntaSemPesos[];
  anteriores: Resposta[];
}

/** The body of answering a survey: `parcial` saves to continue later; otherwise the answer is sent, once. */
export interface RespostasDaPesquisa {
  /**
   * @title Respostas
   * @maxItems 500
   */
  respostas: Resposta[];
  parcial?: boolean;
}

/** One alternative of a question and how many chose it. */
export interface ContagemAlternativa {
  texto: string;
  quantidade: number;
}

/** One question's results: counts per alternative (objetiva, múltipla), grades (nota), texts (subjetiva and comments). */
export interface ResultadoPergunta {
  perguntaId: number;
  ordem: number;
  texto: string;
  tipo: number;
  aspecto?: string;
  /** Answers that answered it. */
  respostas: number;
  alternativas?: ContagemAlternativa[];
  /** Nota: how many gave each grade, from the scale's minimum to its maximum. */
  notas?: { nota: number; quantidade: number }[];
  media?: number | null;
  /** Free texts and comments, in no person's order. */
  textos: string[];
}

/** GET /api/pesquisas/{id}/resultados. */
export interface ResultadoPesquisa {
  id: number;
  titulo: string;
  tipo: string;
  anonima: boolean;
  participantes: number;
  respondidas: number;
  perguntas: ResultadoPergunta[];
}

export type GrupoNps = 'promotores' | 'neutros' | 'detratores';

export interface Nps {
  total: number;
  promotores: number;
  neutros: number;
  detratores: number;
  percentualPromotores: number;
  percentualNeutros: number;
  percentualDetratores: number;
  /** % promotores − % detratores, −100 to 100; null without answers. */
  score: number | null;
}

export interface NpsDoMes extends Nps {
  /** yyyy-MM */
  mes: string;
}

/** GET /api/pesquisas/{id}/nps: the score, its three groups and the score month by month. */
export interface NpsDaPesquisa extends Nps {
  id: number;
  titulo: string;
  meses: NpsDoMes[];
}
