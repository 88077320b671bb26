/** The establishment's calls beyond CRUD (OpenAPI components, `npm run gen`). */

/** GET /api/estabelecimentos/{id}/verificar-cnpj-caepf: the query. */
export interface VerificacaoCnpjCaepfQuery {
  /** The complemento being typed (4 digits for a CNPJ, 3 for a CAEPF). */
  complemento: string;
}

/** The whole number the establishment would have with that complemento, and whether another establishment of the company has it. */
export interface VerificacaoCnpjCaepf {
  cnpjCaepf: string;
  digitoVerificador: string;
  /** Another establishment of the company already has this CNPJ/CAEPF. */
  existe: boolean;
}
