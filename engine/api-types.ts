/** Shapes the REST API answers, shared by server and browser. */
import type { EntityDeclaration } from './declaration';

/** Spring-style page (spec §3.5 "Paged response"). `page` in requests starts at 0. */
export interface Page<T> {
  content: T[];
  pageable: { paged: boolean; offset: number };
  size: number;
  totalElements: number;
}

/** Dropdown item of `?unpaged=true&resumido=true`. */
export interface OptionItem {
  id: number | string;
  nome?: string;
  titulo?: string;
  descricao?: string;
}

export interface FieldError {
  /** Dotted path of the property: `contato.email`, `experiencias.0.empresa`. */
  field: string;
  message: string;
}

/** Every error body: `{code, message, fields?}`. */
export interface ApiError {
  code: string;
  message: string;
  fields?: FieldError[];
}

/** Every record carries these besides its declared properties. */
export interface RecordMeta {
  id: number;
  /** Optimistic lock: send it back on PUT; a stale one answers 409. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface MenuItem {
  label: string;
  /** In-app route, absent on a group. */
  path?: string;
  /** External link. */
  href?: string;
  /** The external link opens in a new tab (else in this one). */
  newTab?: boolean;
  children?: MenuItem[];
}

/** A declared hand-written screen (`schemas/<modulo>/telas/`), with whether the session may open it. */
export interface ScreenMeta {
  name: string;
  module: string;
  label: string;
  /** Browser route, possibly with parameters. */
  route: string;
  /** Key of the component in the module's renderer manifest. */
  renderer: string;
  /** Settings handed to the renderer. */
  data?: { [key: string]: unknown };
  can: { read: boolean };
}

export interface EmpresaResumo {
  id: number;
  nome: string;
}

export interface UsuarioSessao {
  id: number;
  nome: string;
  cpf: string;
  /** Came from the provider's single sign-on: cannot change the password here. */
  usuarioFortes: boolean;
}

export interface ParametrosDoSistema {
  versao: string;
  statusColabore: 'Ativo' | 'Inativo' | 'NaoAutenticado' | 'EmpresaDesintegrada' | 'Homologacao' | 'SemChavePrivada';
  codEmpresaSuporte: string | null;
  codClienteSuporte: string | null;
}

/** GET /api/userinfo (spec §3.5). Logged out: `{authenticated:false, parametrosDoSistema}`. */
export interface UserInfo {
  authenticated: boolean;
  autenticadoRh: boolean;
  usuario?: UsuarioSessao;
  empresa?: EmpresaResumo;
  empresas?: EmpresaResumo[];
  authorities?: string[];
  menu?: MenuItem[];
  parametrosDoSistema: ParametrosDoSistema;
  /** ISO instant the session expires if idle. */
  horaExpiracao?: string;
  aceitoPoliticaSeguranca?: boolean;
  possuiSst?: boolean;
  linkChat?: string | null;
}

/** GET /api/meta/entities: the declarations the session may read, schemas self-contained. */
export type EntityMeta = EntityDeclaration & {
  /** Absolute screen route, `/<module>/<resource>`. */
  route: string;
  /** Its rules read the company's configuration: the form reads it afresh (GET /api/meta/entities/{name}) when it opens. */
  configurable?: boolean;
  /** What this session may do with it. */
  can: { read: boolean; write: boolean };
  /** The session company's values of the configuration keys its rules read: an action's refusal may test them against a record. */
  config?: Record<string, unknown>;
};

/** The candidate of a portal session. */
export interface CandidatoSessao {
  id: number;
  nome: string;
  /** Digits only. */
  cpf: string;
}

/** GET /api/externo/userinfo: the candidate portal's session (spec §3.5, `autenticadoRh`). */
export interface ExternalUserInfo {
  authenticated: boolean;
  autenticadoRh: boolean;
  candidato?: CandidatoSessao;
  empresa?: EmpresaResumo;
  /** The privacy term was accepted (or the company does not ask for it). */
  aceitoPoliticaSeguranca?: boolean;
  horaExpiracao?: string;
}

/** GET /api/externo/empresas/{id}/configuracao: what the portal shows of a company (spec §2.4). */
export interface ExternalBranding {
  id: number;
  nome: string;
  corPrincipal: string | null;
  corSecundaria: string;
  /** Address of the logo image, when the company has one. */
  logoUrl: string | null;
  exigirAceitePsi: boolean;
}

/** The answer of a call that only confirms it was done (logout, password change). */
export interface Confirmacao {
  ok: true;
}

/** An action done on a record (`GET /api/<recurso>/{id}/acoes`). */
/** What a bulk action (`bulk`) did to one of the records ticked: done, or refused with the reason. */
export interface BulkActionOutcome {
  id: number;
  ok: boolean;
  /** Why it was refused (the declared refusal, a missing record, the module's message). */
  message?: string;
}

export interface ActionHistoryEntry {
  id: number;
  acao: string;
  /** The action's label as declared. */
  label: string;
  usuarioNome: string;
  data: string;
  dados: Record<string, unknown>;
}
