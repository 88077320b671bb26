/** What the database integrity check answers (OpenAPI components, `npm run gen`). */

/** GET /api/parametros-sistema/isExisteInconsistenciasNoBancoDados: whether the shell shows its alert icon. */
export interface ExistemInconsistencias {
  existem: boolean;
}

/** One inconsistency of the session's company, as the report prints it. */
export interface Inconsistencia {
  /** The kind of problem: "Referência inválida", "Histórico com datas repetidas"… */
  tipo: string;
  /** The record kind it was found in (the entity's label): "Histórico do Talento". */
  cadastro: string;
  /** That record's id. */
  registro: number;
  /** What is wrong, in pt-BR. */
  descricao: string;
}
