/**
 * What the calls of answering a performance evaluation take and answer (OpenAPI components,
 * `npm run gen`): what the signed-in talent has to answer, the questionnaire of one avaliado
 * with what was answered so far, and what a save answers — never who answered.
 */
import type { RespostaPontuada } from '../questionario/pontuacao';
import type { PerguntaSemPesos, RespostasDaAvaliacao } from '../questionario/questionario.api';
import type { CompetenciaDoCargo, NivelDaConfiguracao } from '../../cargo-salario/competencias/competencias.api';

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
  /** What the avaliado is assessed in, when the evaluation evaluates the competences of the cargo. */
  competencias: CompetenciasDoAvaliado | null;
  /** The answers are final: nothing more to send. */
  respondida: boolean;
}

/** What a save answers: whether the answer is still partial (never who gave it). */
export interface RespostaGravada {
  respondidoParcialmente: boolean;
  /** The percentual of a final autoavaliação, when the evaluation shows it to the talent (exibeResultadoAutoAvaliacao). */
  resultadoAutoavaliacao?: number | null;
}

/** A competence the avaliado's faixa requires; the level required only when the evaluation shows it. */
export interface CompetenciaAvaliada extends CompetenciaDoCargo {
  nivelExigido: { id: number; descricao: string } | null;
}

/** The grid of levels an avaliador fills: the competences, the scale in force, and the levels given so far. */
export interface CompetenciasDoAvaliado {
  faixaSalarial: { id: number; descricao: string } | null;
  itens: CompetenciaAvaliada[];
  escala: NivelDaConfiguracao[];
  /** Why there is nothing to assess (no history, no matrix, no level configuration). */
  mensagem?: string;
  dados: NivelDado[];
}

/** The level given to one competence: the row of a talent's competence assessment. */
export interface NivelDado {
  tipoCompetencia: 'C' | 'H' | 'A';
  conhecimento?: { id: number };
  habilidade?: { id: number };
  atitude?: { id: number };
  nivelCompetencia: { id: number };
}

/** The body of answering one avaliado: the questionnaire's answers and, when asked, the competences' levels. */
export interface RespostasDoAvaliado extends RespostasDaAvaliacao {
  /**
   * @title Competências
   * @maxItems 500
   */
  competencias?: NivelDado[];
}
