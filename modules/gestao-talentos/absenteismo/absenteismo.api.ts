/** What the absenteeism indicator takes and answers (OpenAPI components, `npm run gen`); the dashboards read it. */

/** The query of GET /api/absenteismo. */
export interface ConsultaAbsenteismo {
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
  /**
   * The companies, their ids separated by commas; without it, the session's. Each must be one where the user may see the indicator.
   * @title Empresas
   * @pattern ^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,99}$
   */
  empresasIds?: string;
}

/** One company's absenteeism in one month (or the part of it inside the period asked). */
export interface AbsenteismoMensal {
  empresaId: number;
  empresaNome: string;
  /** YYYY-MM. */
  mes: string;
  /** Working days (Monday to Friday) missed on leaves whose motive counts as absence. */
  qtdTotalFaltas: number;
  /** Working days (Monday to Friday) the company's talents were employed. */
  qtdDiasTrabalhados: number;
  /** qtdTotalFaltas over qtdDiasTrabalhados, in %, two decimals; null without days worked. */
  absenteismo: number | null;
  /** The company's target (configuration, metaAbsenteismo), in %; null when not set. */
  meta: number | null;
}
