/**
 * The occurrences counted by providência in a period (spec 02 §7 Occurrences, GET
 * /api/colaboradores-ocorrencias/por-periodo-providencias), which the dashboards read.
 * OpenAPI components (`npm run gen`).
 */

/** The period and where the occurrences happened; lists are ids separated by commas ("3,7"), none: all. */
export interface PeriodoProvidencias {
  /**
   * First day of the period (occurrences that started on it or after); one month back when absent.
   * @title Data inicial
   * @format date
   */
  dataIni?: string;
  /**
   * Last day of the period; today when absent.
   * @title Data final
   * @format date
   */
  dataFim?: string;
  /**
   * @title Estabelecimentos
   * @pattern ^\d+(,\d+)*$
   */
  estabelecimentosIds?: string;
  /**
   * @title Áreas organizacionais
   * @pattern ^\d+(,\d+)*$
   */
  areasIds?: string;
  /**
   * @title Cargos
   * @pattern ^\d+(,\d+)*$
   */
  cargosIds?: string;
  /**
   * How many providências to answer, the most taken first; all when absent.
   * @title Quantidade de itens
   * @asType integer
   * @minimum 1
   */
  qtdItens?: number;
}

/** One providência and how many occurrences in the period had it. */
export interface ProvidenciaNoPeriodo {
  providenciaId: number;
  providencia: string;
  quantidade: number;
}

/** GET /api/colaboradores-ocorrencias/por-periodo-providencias. */
export interface ProvidenciasPorPeriodo {
  dataIni: string;
  dataFim: string;
  /** The providências taken, the most taken first (ties by name), at most `qtdItens`. */
  itens: ProvidenciaNoPeriodo[];
  /** Occurrences in the period still without a providência. */
  semProvidencia: number;
  /** Every occurrence in the period, with or without a providência. */
  total: number;
}
