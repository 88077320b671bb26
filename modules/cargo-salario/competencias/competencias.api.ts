/**
 * What the competence calls answer and take beyond CRUD (OpenAPI components, `npm run gen`).
 */

/** The answer of GET /api/criterios-avaliacao-competencia/existe-criterio-avaliacao-competencia. */
export interface ExisteCriterio {
  /** Whether any conhecimento, habilidade or atitude of the company has an evaluation criterion. */
  existe: boolean;
}

/** The query of GET /api/niveis-competencia-historico/vigente. */
export interface DataDaConfiguracao {
  /**
   * The date; today when absent.
   * @title Data
   * @format date
   */
  data?: string;
}

/** A level of a configuration, with its weight and minimum percentage. */
export interface NivelDaConfiguracao {
  nivelCompetencia: { id: number; descricao: string };
  /** The weight (peso). */
  ordem: number;
  percentual: number | null;
}

/** The level configuration in force on a date (null when none is), its levels by weight. */
export interface ConfiguracaoVigente {
  configuracao: { id: number; data: string; considerarPercentualMinimo: boolean; niveis: NivelDaConfiguracao[] } | null;
}

/** A conhecimento, habilidade or atitude of a faixa's cargo: a row of the faixa's matrix. */
export interface CompetenciaDoCargo {
  /** C conhecimento, H habilidade, A atitude. */
  tipoCompetencia: 'C' | 'H' | 'A';
  id: number;
  nome: string;
}
