/**
 * What the salary calls answer and take beyond CRUD (OpenAPI components, `npm run gen`).
 */

/** The query of GET /api/faixas-salariais/calcularSalarioHistorico. */
export interface CalculoSalarioFaixa {
  /**
   * @title Faixa salarial
   * @asType integer
   * @minimum 1
   */
  faixaSalarialId: number;
  /**
   * The date of the salary; today when absent.
   * @title Data
   * @format date
   */
  data?: string;
}

/** A faixa's salary on a date. */
export interface SalarioDaFaixa {
  faixaSalarialId: number;
  data: string;
  /** null before the faixa's first entry (or an índice's first value). */
  valor: number | null;
  /** The date of the entry in force (null when none is). */
  vigenteDesde: string | null;
  /** 2 by índice, 3 by value. */
  tipo: number | null;
}
