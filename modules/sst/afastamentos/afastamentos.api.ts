/**
 * What a leave's calls beyond CRUD take and answer (OpenAPI components, `npm run gen`): the
 * overlap check the form makes while the period is typed, and the earlier leaves a relapse may continue.
 */

/**
 * A record's id.
 * @asType integer
 * @minimum 1
 */
type Id = number;

/** The query of GET /api/afastamentos/verificar-periodo. */
export interface VerificacaoPeriodo {
  /** @title Talento */
  colaboradorId: Id;
  /**
   * @title Data de início do período
   * @format date
   */
  inicio: string;
  /**
   * Empty: open, until further notice.
   * @title Data de fim do período
   * @format date
   */
  fim?: string;
  /** The leave being edited, left out of the check. */
  id?: Id;
}

/** POST /api/afastamentos/{id}/verificar-periodo: the form's watched fields (`form.checks`), the talent as its reference. */
export interface PeriodoDoFormulario {
  colaborador: { id: Id };
  /** @format date */
  inicio: string;
  /** @format date */
  fim?: string | null;
}

/** The overlap found, as the save would refuse it; nothing when the period is free. */
export interface PeriodoVerificado {
  mensagem?: string;
}

/** The query of GET /api/afastamentos/vinculaveis. */
export interface ConsultaVinculaveis {
  /** @title Talento */
  colaboradorId: Id;
  /**
   * The relapse's start.
   * @title Data de início do período
   * @format date
   */
  inicio: string;
  /** The relapse being edited, left out. */
  id?: Id;
}

/** A leave a relapse may continue. */
export interface AfastamentoVinculavel {
  id: number;
  descricao: string | null;
  inicio: string;
  fim: string;
}
