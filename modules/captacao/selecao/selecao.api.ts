/**
 * What the calls of personnel requests and of the selection take and answer beyond CRUD
 * (OpenAPI components, `npm run gen`): the limit per cargo, linking candidates to requests,
 * the request's pipeline and a candidate's history through the steps.
 */

/** A record named by its id (a reference in a body); what a form sends beside it (its caption) is not read. */
export interface ReferenciaId {
  /** @asType integer */
  id: number;
  [campo: string]: unknown;
}

/** POST /api/solicitacoes-pessoal/validarLimiteCargo/{id}: the fields of the request form it reads. */
export interface PedidoLimiteCargo {
  /** @title Cargo */
  cargo: ReferenciaId;
  /** @title Área organizacional */
  areaOrganizacional: ReferenciaId;
  /**
   * Vacancies asked for; 1 when absent.
   * @asType integer
   * @minimum 1
   * @errorMessage Número de vagas deve ser um número positivo
   */
  quantidade?: number;
}

/** Places of a cargo in an area: its limit and what already takes them. */
export interface LimiteCargo {
  /** Lowest limit configured for the cargo in the area; null when none is. */
  limite: number | null;
  colaboradoresAtivos: number;
  vagasAbertas: number;
}

/** Whether asking for `solicitadas` more people passes the limit (validarLimiteCargo's answer). */
export interface AvaliacaoLimite extends LimiteCargo {
  solicitadas: number;
  permitido: boolean;
  /** Places still free before this request; null without a limit. */
  disponiveis: number | null;
  /** Why it does not pass; absent when it does. */
  mensagem?: string;
}

/**
 * A record's id.
 * @asType integer
 * @minimum 1
 */
type Id = number;

/** How candidates came to a request, kept on each link made (the link's own fields). */
export interface OrigemDoVinculo {
  /** The link's code: P portal, I linked by HR (when absent), N referral. */
  origem?: string;
  indicadoPor?: string;
  comoFicouSabendoVaga?: ReferenciaId;
  /** The link's code: I indifferent (when absent), S yes, N no. */
  aptidao?: string;
  observacao?: string;
}

/** POST /api/solicitacoes-pessoal/candidato/{id}: one candidate into several requests, all or none. */
export interface CandidatoNasSolicitacoes extends OrigemDoVinculo {
  /** The session's company, when sent. */
  empresaId?: number;
  /** The candidate of the path, when sent. */
  candidatoId?: number;
  /**
   * @title Solicitações
   * @minItems 1
   * @errorMessage Informe ao menos uma solicitação.
   */
  solicitacoesIds: Id[];
}

/** POST /api/solicitacoes-pessoal/{id}/candidatos: several candidates into one request, all or none. */
export interface CandidatosNaSolicitacao extends OrigemDoVinculo {
  /** The session's company, when sent. */
  empresaId?: number;
  /**
   * @title Candidatos
   * @minItems 1
   * @errorMessage Informe ao menos um candidato.
   */
  candidatosIds: Id[];
}

/** A selective step of a request, in the request's order. */
export interface Etapa {
  id: number;
  nome: string;
  ordem: number;
  /** A step where the psychologist records behavioural tests (the Teste Palográfico). */
  analiseComportamental: boolean;
}

/** A candidate's entry in a step: its result (E in progress, A approved, R rejected, D withdrew). */
export interface Passagem {
  id: number;
  etapaId: number;
  resultado: string;
}

/** An entry of the pipeline, with its date. */
export interface PassagemDatada extends Passagem {
  data: string;
}

/** Where a request stands: its vacancies and whether it still takes candidates. */
export interface SituacaoSolicitacao {
  id: number;
  descricao: string;
  quantidade: number;
  qtdVagasPreenchidas: number;
  /** Neither suspended, closed nor cancelled. */
  aberta: boolean;
  encerrada: boolean;
  cancelada: boolean;
}

/** A candidate in the pipeline of a request (the id is the link's, candidatoSolicitacao). */
export interface PipelineCandidato {
  id: number;
  candidatoId: number;
  nome: string;
  origem: string;
  aptidao: string;
  contratado: boolean;
  /** Entries in the request's steps, each with its step. */
  historico: PassagemDatada[];
  /** The step the candidate stands at (latest entry), and the next one they may be moved to. */
  etapaAtualId: number | null;
  proximaEtapaId: number | null;
}

/** GET /api/solicitacoes-pessoal/{id}/processo-seletivo: the request, its steps and its candidates. */
export interface ProcessoSeletivo {
  solicitacao: SituacaoSolicitacao;
  etapas: Etapa[];
  candidatos: PipelineCandidato[];
}

/** GET /api/historico/candidato/{id}: one entry of a candidate in a step of a request. */
export interface PassagemDoCandidato {
  id: number;
  data: string;
  resultado: string;
  responsavel: string | null;
  observacao: string | null;
  solicitacao: { id: number; descricao: string };
  etapaSeletiva: { id: number; nome: string; ordem: number };
}
