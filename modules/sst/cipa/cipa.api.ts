/**
 * What the CIPA calls beyond CRUD take and answer (OpenAPI components, `npm run gen`): a talent's
 * stability as a CIPA member (spec 02 §7 Colaborador `data-estabilidade`, Talent
 * `data-estabilidade-comissao`) and the warnings asked before a member leaves or is replaced (§8).
 */

/**
 * A record's id.
 * @asType integer
 * @minimum 1
 */
type Id = number;

/** The last day of the talent's stability as an elected CIPA member, when it still runs (today or later). */
export interface DataEstabilidade {
  /** YYYY-MM-DD, or null without stability. */
  dataEstabilidade: string | null;
}

/** GET /api/colaboradores/data-estabilidade-comissao: the talent asked about. */
export interface ConsultaEstabilidadeComissao {
  colaboradorId: Id;
}

/** The dismissal dialog's values the warning reads: the date the talent would leave. */
export interface AvisoDesligamento {
  /** @format date */
  data: string;
}

/** The personnel request's talents to be replaced (the form's list may end with an empty row). */
export interface AvisoSubstituicao {
  /** @maxItems 500 */
  colaboradoresSubstituidosIds: (Id | null)[];
}

/** The warning, when a talent chosen has stability (a form check's answer: `mensagem` shows, and is asked before saving). */
export interface AvisoEstabilidade {
  mensagem?: string;
}
