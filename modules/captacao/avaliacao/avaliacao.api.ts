/**
 * What the calls of candidate evaluations take and answer (OpenAPI components, `npm run gen`):
 * a model's questionnaire, the answers sent, a candidate's evaluations in a request — as HR
 * reads them (with the score) and as the candidate reads them on the portal (without).
 */
import type { PerguntaAvaliacaoCandidato } from '../../../generated/entities';

/** A question as declared, without the record's id and version. */
type PerguntaDeclarada = Omit<PerguntaAvaliacaoCandidato, 'id' | 'version'>;

/** A question as served to whoever answers: its row id, the alternatives numbered from 1 in their order. */
export type Pergunta = PerguntaDeclarada & { id: number };

/** What the candidate is shown of a question: no weights, which would give the right answers away. */
export type PerguntaSemPesos = Omit<PerguntaDeclarada, 'peso' | 'respostas'> & { id: number; respostas?: { texto: string }[] };

/** An evaluation model: its title, its text for whoever answers, and HR's pass mark. */
export interface ModeloAvaliacao {
  id: number;
  titulo: string;
  observacao: string | null;
  /** Percentual from which an answer is approved; null: no verdict. */
  percentualMinimoAprovacao: number | null;
}

/** GET /api/modelos-avaliacao-candidato/{id}/perguntas: a model with its questions in the order asked (HR: weights included). */
export interface Questionario extends ModeloAvaliacao {
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

/** An evaluation model named in a request. */
export interface ModeloAvaliacaoResumo {
  id: number;
  titulo: string;
}

/** The stored answer of an evaluation, as HR reads it in a list. */
export interface AvaliacaoRespondida {
  id: number;
  data: string;
  percentual: number | null;
  aprovado: boolean | null;
  /** C the candidate (portal), R HR on their behalf. */
  respondidoPor: string;
}

/** One evaluation a request applies to a candidate, answered or not (HR's view). */
export interface AvaliacaoDoVinculo {
  modelo: ModeloAvaliacaoResumo;
  respondida: boolean;
  avaliacao: AvaliacaoRespondida | null;
}

/** GET /api/candidatos-solicitacao/{id}/avaliacoes: the candidate's evaluations in the request. */
export interface AvaliacoesDoVinculo {
  /** The request's ad asks candidates to answer them on the portal. */
  utilizarAvaliacoesEtapaSeletiva: boolean;
  avaliacoes: AvaliacaoDoVinculo[];
}

/** One evaluation a request applies to a candidate, and the request it is in. */
export interface AvaliacaoNaSolicitacao {
  candidatoSolicitacaoId: number;
  solicitacaoId: number;
  /** The ad's title, or the request's description when it has no ad. */
  titulo: string;
  utilizarAvaliacoesEtapaSeletiva: boolean;
  /** The request is neither suspended, closed nor cancelled: it can still be answered. */
  aberta: boolean;
  modelo: ModeloAvaliacaoResumo;
}

/** GET /api/externo/avaliacoes: an evaluation of the signed-in candidate, never HR's score. */
export interface AvaliacaoDoCandidato extends AvaliacaoNaSolicitacao {
  respondida: boolean;
  /** The day it was answered. */
  data: string | null;
}

/** GET /api/externo/avaliacoes/{avaliacaoId}/perguntas: the model's questions as the candidate answers them. */
export interface QuestionarioDoCandidato extends AvaliacaoDoCandidato {
  /** The model's id. */
  id: number;
  observacao: string | null;
  perguntas: PerguntaSemPesos[];
}

/** POST /api/externo/candidatos/{id}/avaliacoes/{avaliacaoId}: the answer was received (the score is HR's). */
export interface AvaliacaoRecebida {
  respondida: true;
}
