/**
 * What the exit interview calls take and answer (OpenAPI components, `npm run gen`): the
 * dismissed talent, the interview models (modelos de avaliação of tipo E), what was answered,
 * and the questionnaire with the answers given so far.
 */
import type { RespostaPontuada } from '../../avaliacao/questionario/pontuacao';
import type { Questionario, RespostasDaAvaliacao } from '../../avaliacao/questionario/questionario.api';

/** An interview model (tipo E, active). */
export interface ModeloDaEntrevista {
  id: number;
  titulo: string;
}

/** The stored interview: its row in the talents' answered questionnaires. */
export interface EntrevistaRespondida {
  id: number;
  modeloId: number;
  data: string;
  respondidoParcialmente: boolean;
}

/** GET /api/colaboradores/{id}/entrevista-desligamento. */
export interface EntrevistaDoTalento {
  colaborador: { id: number; nome: string; dataDesligamento: string | null };
  modelos: ModeloDaEntrevista[];
  entrevista: EntrevistaRespondida | null;
}

/** GET …/entrevista-desligamento/questionario: the questions, and the answers given so far. */
export interface QuestionarioDaEntrevista extends Questionario {
  anteriores: RespostaPontuada[];
  observacaoRespondida: string | null;
}

/** The body of answering the interview: the answers, and HR's note. */
export interface RespostasDaEntrevista extends RespostasDaAvaliacao {
  /**
   * @title Observação
   * @maxLength 4000
   */
  observacao?: string | null;
}
