/** What the health records' calls beyond CRUD take (OpenAPI components, `npm run gen`): the unification of a professional's duplicates. */

/**
 * A record's id.
 * @asType integer
 * @minimum 1
 */
type Id = number;

/** The body of POST /api/profissionais/{id}/unificar. */
export interface UnificacaoProfissionais {
  /**
   * The same professional registered again: their contracts and ASOs pass to this one, and they are removed.
   * @title Duplicados deste profissional
   * @minItems 1
   * @errorMessage Informe ao menos um profissional duplicado.
   */
  duplicadosIds: Id[];
}
