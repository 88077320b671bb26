/**
 * What the calls of the experience-period follow-up take and answer (OpenAPI components,
 * `npm run gen`): the follow-ups a talent has from the admission date and the active periods,
 * answered or not, and the list of follow-ups due in a period of dates.
 */
import type { RespostaPontuada } from '../questionario/pontuacao';
import type { Questionario, RespostasDaAvaliacao } from '../questionario/questionario.api';

/** A model of follow-up (tipo A) of the period. */
export interface ModeloDoAcompanhamento {
  id: number;
  titulo: string;
}

/** What was answered, when it was. */
export interface AcompanhamentoRespondido {
  id: number;
  modeloId: number;
  data: string;
  respondidoParcialmente: boolean;
  percentual: number | null;
  aprovado: boolean | null;
}

/** One period of a talent: when the follow-up is due, its models, and the answer given. */
export interface AcompanhamentoDoTalento {
  periodo: { id: number; nome: string; dias: number };
  /** Admission + the period's days. */
  dataPrevista: string;
  modelos: ModeloDoAcompanhamento[];
  questionario: AcompanhamentoRespondido | null;
}

/** GET /api/colaboradores/{id}/acompanhamentos-experiencia. */
export interface AcompanhamentosDoTalento {
  colaborador: { id: number; nome: string; dataAdmissao: string | null };
  acompanhamentos: AcompanhamentoDoTalento[];
}

/** A row of the follow-ups due (GET /api/acompanhamentos-experiencia/previstos). */
export interface AcompanhamentoPrevisto extends AcompanhamentoDoTalento {
  colaborador: { id: number; nome: string; dataAdmissao: string };
  areaOrganizacional: string | null;
  cargo: string | null;
}

/** The body of answering a follow-up: the answers, and the note of who answered. */
export interface RespostasDoAcompanhamento extends RespostasDaAvaliacao {
  /**
   * @title Observação
   * @maxLength 4000
   */
  observacao?: string | null;
}

/** GET …/acompanhamentos-experiencia/{periodoId}/questionario: the questions, and the answers given so far. */
export interface QuestionarioDoAcompanhamento extends Questionario {
  anteriores: RespostaPontuada[];
  observacaoRespondida: string | null;
}

/** GET /api/acompanhamentos-experiencia/previstos. */
export interface AcompanhamentoPrevistoPage {
  content: AcompanhamentoPrevisto[];
  pageable: { paged: boolean; offset: number };
  size: number;
  totalElements: number;
}
