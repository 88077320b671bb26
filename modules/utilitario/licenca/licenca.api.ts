/** What the licence authenticator's calls take and answer (OpenAPI components, `npm run gen`). */

/** The data a licence file carries, signed by the provider (spec §3 "Licence info"). */
export interface DadosLicenca {
  razaoSocial: string;
  /** CNPJ or CPF licensed, digits only: one of this installation's companies. */
  cnpj: string;
  /** Where the licence is registered (nomeRegistroLocation). */
  local: string;
  nrSerie: string;
  /** YYYY-MM-DD. */
  dataExpedicao: string;
  /** YYYY-MM-DD, the last day it is valid. */
  dataExpiracao: string;
  /** Licence type (spec §3): REMPROT (Autenticador v1.0) or JARVIS (Autenticador v2.0). */
  tipo: string;
  /** The installation it was issued for (the ticket's `instalacao`). */
  instalacao: string;
}

/** Nova Instalação, Ativa, Inativa, Inconsistente (spec §4 "Licence status"). */
export type StatusLicenca = 'NovaInstalacao' | 'Ativa' | 'Inativa' | 'Inconsistente';

/** GET /api/autenticador/info: answered without a session — the status and the licence's public data, no secret. */
export interface LicencaInfo {
  status: StatusLicenca;
  /** The status as the page shows it: "Nova Instalação". */
  situacao: string;
  /** Why the licence is in this status, in pt-BR. */
  explicacao: string;
  /** "Autenticador v2.0" / "Autenticador v1.0" ("NUVEM" is not offered: no outside service). */
  modo: string;
  ehModoNuvem: boolean;
  ehAtivado: boolean;
  /** This installation's id, as the ticket carries it. */
  instalacao: string;
  /** The CNPJ/CPF the ticket carries: the one retified, else the first company's. */
  cnpjInstalacao: string | null;
  /** The imported licence's data, when its signature holds. */
  licenca: DadosLicenca | null;
  /** Titles of the licence's fields, from its declaration (`schemas/utilitario/licenca.json`). */
  titulos: Record<string, string>;
  /** Whether this caller may import, retify or generate a new ticket: an administrator, or anyone on a new installation. */
  podeAlterar: boolean;
}

/** GET and POST /api/autenticador/ticket: what the provider signs a licence for. */
export interface TicketLicenca {
  instalacao: string;
  cnpj: string;
  /** The ticket as a text file: exactly what `npm run licenca:gerar -- --ticket` reads. */
  texto: string;
}

/** POST /api/autenticador/ticket: `confirmado` once the user agreed that the licence data is erased. */
export interface GerarTicket {
  confirmado?: boolean;
}

/** POST /api/autenticador/autenticar: the licence file's text, as read from the uploaded file. */
export interface ImportarLicenca {
  arquivo: string;
}

/** POST /api/autenticador/retificarCnpj: the CNPJ or CPF used in the customer portal's licence management. */
export interface RetificarCnpj {
  cnpj: string;
}
