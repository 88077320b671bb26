/**
 * What the questionnaire calls take and answer (OpenAPI components, `npm run gen`): a model's
 * questions, as HR reads them (with weights) and as whoever answers reads them (without), and
 * the answers sent. Shared by every evaluation that asks questions: candidates', talents',
 * experience follow-ups, courses, surveys, interviews.
 */
import type { Pergunta as PerguntaGerada } from '../../../generated/entities';

/** A question as declared, without the record's id and version. */
type PerguntaDeclarada = Omit<PerguntaGerada, 'id' | 'version'>;

/** A question as served to whoever answers: its row id, the alternatives numbered from 1 in their order. */
export type Pergunta = PerguntaDeclarada & { id: number };

/** What whoever answers is shown of a question: no weights, which would give the right answers away. */
export type PerguntaSemPesos = Omit<PerguntaDeclarada, 'peso' | 'respostas'> & { id: number; respostas?: { texto: string }[] };

/** An evaluation model: its title, its text for whoever answers, and HR's pass mark. */
export interface ModeloDoQuestionario {
  id: number;
  titulo: string;
  observacao: string | null;
  /** Percentual from which an answer is approved; null: no verdict. */
  percentualMinimoAprovacao: number | null;
}

/** GET /api/modelos-avaliacao/{id}/perguntas: a model with its questions in the order asked (HR: weights included). */
export interface Questionario extends ModeloDoQuestionario {
  perguntas: Pergunta[];
}

/**
 * One answer as sent (doc 02 "Answer"); `respostaId`/`respostasIds` number the alternatives from 1.
 * What each answer must hold for its question is `validarRespostas`'.
 */
export interface Resposta {
  /**
   * @title Pergunta
   * @asType integer
   * @minimum 1
   */
  perguntaId: number;
  /**
   * @title Tipo
   * @asType integer
   */
  tipoId: number;
  respostaId?: number | null;
  /** @maxItems 30 */
  respostasIds?: number[] | null;
  nota?: number | null;
  comentario?: string | null;
}

/** The body of answering an evaluation (HR or the candidate): one answer per question. */
export interface RespostasDaAvaliacao {
  /**
   * @title Respostas
   * @maxItems 500
   */
  respostas: Resposta[];
}
