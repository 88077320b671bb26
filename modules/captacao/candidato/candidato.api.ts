/**
 * What the candidate's calls beyond CRUD answer (OpenAPI components, `npm run gen`): the
 * warnings shown while a résumé is typed.
 */

/** A candidate named by id and name. */
export interface CandidatoResumo {
  id: number;
  nome: string;
}

/** GET /api/candidatos/valida-cpf: whether the CPF already has a résumé in the company, and whose. */
export interface CpfEmUso {
  duplicado: boolean;
  candidato: CandidatoResumo | null;
}

/** GET /api/candidatos/candidatos-homonimos: a candidate with the same name. */
export interface Homonimo extends CandidatoResumo {
  cpf: string | null;
}
