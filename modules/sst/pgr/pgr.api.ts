/**
 * What the PGR's calls beyond CRUD take and answer (spec 02 §7 PGR; OpenAPI components, `npm run gen`):
 * the history rows of the homogeneous groups a PGR holds, and its risks by period and place.
 */

/**
 * A record's id.
 * @asType integer
 * @minimum 1
 */
type Id = number;

/** The query of GET /api/pgr/ultimo-historico-grupo-homogeneo. */
export interface ConsultaUltimoHistoricoPgr {
  /** The PGR whose groups are read. */
  pgrId: Id;
}

/** The query of GET /api/pgr/lista: the risks in force in the period, by place. */
export interface ConsultaListaPgr {
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
   * 1 the employer's establishments, 2 third parties' (obras).
   * @title Local do ambiente
   * @asType integer
   * @minimum 1
   * @maximum 2
   */
  localAmbiente: number;
  /**
   * The establishments (local 1), their ids separated by commas; none: every one.
   * @title Estabelecimentos
   * @pattern ^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,99}$
   */
  estabelecimentosIds?: string;
  /**
   * The obras (local 2), their ids separated by commas; none: every one.
   * @title Obras
   * @pattern ^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,99}$
   */
  obrasIds?: string;
}

/** A risk item as the PGR prints it: the agent, the risk and its group, the matrix's classification and the protections. */
export interface RiscoDoPgr {
  condicaoId: number;
  agente: string | null;
  descricao: string | null;
  risco: string | null;
  grupoRisco: string | null;
  probabilidade: string | null;
  gravidade: string | null;
  classificacao: string | null;
  epcs: string[];
  epis: string[];
}

/** A group's history row in force in the PGR's period: from when (and until when) its environments and risks hold. */
export interface HistoricoGrupoDoPgr {
  grupoHomogeneo: { id: number; nome: string };
  historico: { id: number; data: string; ate: string | null };
  ambientes: { id: number; nome: string }[];
  riscos: RiscoDoPgr[];
}

/** A risk of GET /api/pgr/lista, with the group and history row it comes from. */
export interface LinhaListaPgr extends RiscoDoPgr {
  grupoHomogeneo: { id: number; nome: string };
  historico: { id: number; data: string; ate: string | null };
  ambientes: string[];
}
