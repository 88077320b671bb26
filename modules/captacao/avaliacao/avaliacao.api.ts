/**
 * What the calls of candidate evaluations take and answer (OpenAPI components, `npm run gen`):
 * a candidate's evaluations in a request — as HR reads them (with the score) and as the
 * candidate reads them on the portal (without). The questionnaire itself is the evaluation
 * module's (modules/avaliacao/questionario).
 */
import type { PerguntaSemPesos } from '../../avaliacao/questionario/questionario.api';

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
