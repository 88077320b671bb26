/**
 * What the candidate portal's calls accept and answer (OpenAPI components, `npm run gen`),
 * shared by the server's routes and the portal's pages.
 */
import type { EntityMeta, ExternalUserInfo } from '../../../engine/api-types';
import type { JsonSchema } from '../../../engine/declaration';

/** The answer of a call that only tells the person something (a recovery asked, an ad sent). */
export interface Mensagem {
  message: string;
}

/** GET /api/externo/empresas/{id}/politica-seguranca: the company's privacy term, as written. */
export interface PoliticaSeguranca {
  /** Empty when the company wrote none. */
  texto: string;
  /** A hash of the text: accepting records it, and a changed text asks for a new acceptance. */
  versao: string;
}

/** GET /api/externo/candidatos/redefinir-senha: whether a password-reset link can still be used. */
export interface TokenValido {
  valido: boolean;
}

/** PUT /api/externo/candidatos/recuperar-senha: who asks for a reset link by e-mail. */
export interface PedidoRecuperacaoSenha {
  /** With or without punctuation. */
  cpf: string;
  empresaId: number;
}

/**
 * GET /api/externo/candidatos/formulario: the résumé form as the company configures it, less
 * what only HR sees.
 */
export interface FormularioPortal {
  /** candidato, its child lists and the lists it picks from (their `resource` read through the portal). */
  entities: EntityMeta[];
  /** The candidate's schema resolved for the company, HR-only properties left out; on registering, only what the company requires, and the password. */
  schema: JsonSchema;
}

/** POST /api/externo/login: the portal's session, and the job ad the candidate came to apply for. */
export interface ExternalLoginInfo extends ExternalUserInfo {
  /** The `solicitacaoId` of the login's query, when there was one. */
  solicitacaoId?: number;
}

/** A job ad as the portal lists it (GET /api/externo/anuncios). */
export interface PublicAd {
  id: number;
  titulo: string;
  descricao: string;
  diasEsperaNovaAplicacao: number | null;
  previsaoEncerramento: string | null;
  utilizarAvaliacoesEtapaSeletiva: boolean | null;
  solicitacao: { id: number; quantidade: number; empresa: { id: number } };
  cargo: string | null;
  cidade: string | null;
  /** Name of the company. */
  empresa: string;
  /** For the candidate signed in to the ad's company, when the ad uses evaluations (spec §3.1): how many the request applies… */
  qtdAvaliacoes?: number;
  /** …and how many of them the candidate answered. */
  qtdAvaliacoesRespondidas?: number;
  /** For the candidate signed in to the ad's company who applied to its request: the last application. */
  inscricao?: Inscricao;
}

/** The signed-in candidate's application to an ad's request, as its card shows it. */
export interface Inscricao {
  /** The day of the last application, `YYYY-MM-DD`. */
  data: string;
  /** Whether the ad's wait is over and the candidate may apply again (renewing the application). */
  renovavel: boolean;
}

/**
 * GET /api/externo/candidatos-solicitacao: one of the signed-in candidate's applications
 * ("Minhas candidaturas"), with only what the candidate may see of the selection.
 */
export interface MinhaCandidatura {
  id: number;
  solicitacaoId: number;
  /** The ad's title, or the request's description when it has no ad. */
  vaga: string;
  /** The day of the application, `YYYY-MM-DD`. */
  data: string;
  /**
   * The last selective step the candidate went through among those the company marked
   * "Mostrar ao candidato no portal" (never its result); null before any.
   */
  etapa: string | null;
  /** The request was closed, cancelled or suspended. */
  encerrada: boolean;
}

/** POST /api/externo/candidatos-solicitacao: the candidate's application to a request. */
export interface Candidatura {
  id: number;
  /** The day of the application, `YYYY-MM-DD`. */
  data: string;
  /** False when an earlier application was renewed. */
  nova: boolean;
}
