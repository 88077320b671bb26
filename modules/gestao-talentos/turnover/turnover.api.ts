/** What the turnover call answers (OpenAPI components, `npm run gen`). */

/** One month of one company (spec 02 §2 "Turnover chart has a table"). */
export interface TurnoverDoMes {
  empresaNome: string;
  /** The month, `YYYY-MM`. */
  mes: string;
  qtdAdmitidos: number;
  qtdDemitidos: number;
  /** Active headcount at the month's first and last day, over 2. */
  media: number;
  /** ((admitidos + demitidos) / 2) / média × 100, two decimals; null without headcount. */
  turnover: number | null;
  /** The company's meta (%), when set. */
  meta: number | null;
}

/** GET /api/turnover's query: the period, whole months from the first date's to the second's. */
export interface PeriodoDoTurnover {
  /**
   * @title Data inicial
   * @format date
   */
  dataIni: string;
  /**
   * @title Data final
   * @format date
   */
  dataFim: string;
}
