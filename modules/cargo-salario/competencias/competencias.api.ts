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

/** The query of GET /api/colaboradores/{colaboradorId}/competencias-exigidas. */
export interface DataDaAvaliacao {
  /**
   * The assessment's date; today when absent.
   * @title Data
   * @format date
   */
  data?: string;
  /**
   * The faixa assessed; absent, the talent's on the date.
   * @title Faixa salarial
   * @asType integer
   * @minimum 1
   */
  faixaSalarialId?: number;
}

/** A competence the faixa's matrix requires, with the level required. */
export interface CompetenciaExigidaDoTalento extends CompetenciaDoCargo {
  nivelExigido: { id: number; descricao: string };
}

/** What a talent's assessment on a date covers: the faixa, the competences its matrix requires, or why none. */
export interface CompetenciasExigidas {
  faixaSalarial: { id: number; descricao: string } | null;
  competencias: CompetenciaExigidaDoTalento[];
  /** Why there is nothing to assess (no history on the date, no matrix for the faixa). */
  mensagem?: string;
}
