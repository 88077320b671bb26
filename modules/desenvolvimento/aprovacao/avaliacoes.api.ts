/**
 * What the course-evaluation calls of a class take and answer (OpenAPI components, `npm run gen`):
 * the grid of results per participant and evaluation, a result typed, releasing an evaluation,
 * and HR answering an evaluation model for a participant.
 */
import type { PerguntaSemPesos, Resposta } from '../../avaliacao/questionario/questionario.api';

/** An evaluation of the class's course, and whether it is released in this class. */
export interface AvaliacaoDaTurma {
  avaliacaoCursoId: number;
  titulo: string;
  /** n nota, p percentual, a modelo de avaliação */
  tipo: string;
  minimoAprovacao: number | null;
  modeloAvaliacaoId: number | null;
  liberada: boolean;
}

export interface ResultadoDoParticipante {
  avaliacaoCursoId: number;
  valor: number;
}

export interface ParticipanteAvaliado {
  colaboradorTurmaId: number;
  colaboradorId: number;
  nome: string;
  percentualFrequencia: number;
  aprovado: boolean;
  resultados: ResultadoDoParticipante[];
}

/** GET /api/turmas/{id}/avaliacoes: the "Avaliações" grid of a class. */
export interface AvaliacoesDaTurma {
  turmaId: number;
  turma: string;
  curso: string;
  minimoFrequencia: number;
  avaliacoes: AvaliacaoDaTurma[];
  participantes: ParticipanteAvaliado[];
}

/** PUT /api/turmas/{id}/resultados: a participant's grade (n) or percentage (p); null clears it. */
export interface LancamentoDeResultado {
  /**
   * @title Participante
   * @asType integer
   * @minimum 1
   */
  colaboradorTurmaId: number;
  /**
   * @title Avaliação
   * @asType integer
   * @minimum 1
   */
  avaliacaoCursoId: number;
  /**
   * @title Resultado
   * @minimum 0
   * @maximum 9999.99
   */
  valor: number | null;
}

/** PUT /api/turmas/{id}/libera-bloqueia. */
export interface LiberacaoDeAvaliacao {
  /**
   * @title Avaliação
   * @asType integer
   * @minimum 1
   */
  avaliacaoCursoId: number;
  /** @title Liberada */
  liberada: boolean;
}

/** The evaluation model a participant answers (type a), with what was answered before. */
export interface QuestionarioDoParticipante {
  modeloId: number;
  titulo: string;
  observacao: string | null;
  colaborador: string;
  perguntas: PerguntaSemPesos[];
  anteriores: Resposta[];
}

/** POST …/por-outro-usuario/{colaborador}/turma/{turma}: HR's answers for the participant. */
export interface RespostasDoParticipante {
  /**
   * @title Respostas
   * @maxItems 500
   */
  respostas: Resposta[];
}

/** A course evaluation (evaluation model) released in one of the user's classes: "Minhas Avaliações". */
export interface AvaliacaoDeCursoParaResponder {
  turma: { id: number; descricao: string; curso: string; dataPrevFim: string | null };
  avaliacaoCursoId: number;
  titulo: string;
  modeloAvaliacaoId: number;
  respondida: boolean;
}
