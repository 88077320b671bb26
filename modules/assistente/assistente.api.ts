/** What the Assistente RH's calls take and answer (OpenAPI components, `npm run gen`). */

/** The forms the assistant suggests for: a cargo's description and a survey's questions. */
export type FormularioAssistente = 'cargo' | 'pesquisa';

/** GET /api/assistente/sugestao: the form and what is already typed in it. */
export interface PedidoSugestao {
  formulario: FormularioAssistente;
  /**
   * The cargo's name (formulário cargo).
   * @maxLength 100
   */
  nome?: string;
  /**
   * The cargo being edited: its CBO is its salary ranges' one.
   * @asType integer
   * @minimum 1
   * @maximum 2147483647
   */
  cargoId?: number;
  /**
   * One of the cargo's organisational areas.
   * @asType integer
   * @minimum 1
   * @maximum 2147483647
   */
  areaId?: number;
  /**
   * The aspect the survey's questions are about (formulário pesquisa).
   * @maxLength 100
   */
  aspecto?: string;
}

/** GET /api/assistente/modelo: whether this installation has a model (ASSISTENTE_URL); without one the assistant's button says whom to ask. */
export interface ModeloAssistente {
  configurado: boolean;
}

/** The company's credits this month (spec 02 §9: 1 per suggestion of the model, 10 free a month, not cumulative). */
export interface CreditosAssistente {
  /** YYYY-MM, on the São Paulo calendar. */
  mes: string;
  usados: number;
  gratuitos: number;
  restantes: number;
}

/** Suggestions for a form's fields, valid against the schema its declaration derives (`esquema`). */
export interface SugestaoAssistente {
  formulario: FormularioAssistente;
  /** No model configured: suggested from the company's own records and the CBO, at no credit. */
  offline: boolean;
  /** What the assistant says with them (offline: that it is in offline mode, and from what it suggested). */
  mensagem: string;
  /** Values by field name; `perguntas` (text and aspect of each) for a survey. */
  valores: Record<string, unknown>;
  creditos: CreditosAssistente;
}
