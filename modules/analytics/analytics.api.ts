/**
 * What the six dashboards take and answer (OpenAPI components, `npm run gen`; spec 02 §2
 * "Dashboards (analytics)", §7 "Analytics"). Every figure is counted by SQL over the session's
 * company; the screens only draw it.
 */
import type { AbsenteismoMensal } from '../gestao-talentos/absenteismo/absenteismo.api';
import type { TurnoverDoMes } from '../gestao-talentos/turnover/turnover.api';

/** The filter bar of every dashboard: the period (default six months back to today, spec 02 §9) and the places. */
export interface FiltroAnalytics {
  /**
   * @title Data inicial
   * @format date
   */
  dataIni?: string;
  /**
   * @title Data final
   * @format date
   */
  dataFim?: string;
  /**
   * Establishments' ids separated by commas; none: all.
   * @title Estabelecimentos
   * @pattern ^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,599}$
   */
  estabelecimentosIds?: string;
  /**
   * Organisational areas' ids separated by commas (each with its child areas); none: all.
   * @title Áreas organizacionais
   * @pattern ^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,599}$
   */
  areasIds?: string;
  /**
   * The companies of the turnover and absenteeism tables, ids separated by commas; none: the session's. Each must be one the user reaches holding the dashboard's authority there (403 otherwise); the establishments and areas narrow the session company's lines only.
   * @title Empresas
   * @pattern ^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,99}$
   */
  empresasIds?: string;
}

/** One slice or bar: what it counts and how much. */
export interface Fatia {
  /** The record it stands for (an area, a course, a generation…), to drill down; null for a group without one. */
  id: number | null;
  nome: string;
  valor: number;
}

/** The period the figures cover (the one asked or the default). */
export interface PeriodoAnalytics {
  dataIni: string;
  dataFim: string;
}

/** One stage of the recruitment funnel. */
export interface EtapaDoFunil {
  nome: string;
  /** Candidates (in requests dated in the period) who reached the stage. */
  quantidade: number;
}

/** GET /api/analytics/vagas. */
export interface AnalyticsVagas {
  periodo: PeriodoAnalytics;
  /** Candidates, then each selective stage in its order, then the hired. */
  funil: EtapaDoFunil[];
  /** Requests of the period by situation: Abertas, Suspensas, Encerradas, Canceladas. */
  situacao: Fatia[];
  /** Vacancies (quantidade) of the period's requests by motive. */
  vagasPorMotivo: Fatia[];
  /** Vacancies of the period's requests by organisational area. */
  vagasPorArea: Fatia[];
}

/** Promotions of one area (with its child areas) in the period. */
export interface PromocoesDaArea {
  id: number;
  nome: string;
  /** A new faixa of the same cargo. */
  horizontal: number;
  /** A new cargo. */
  vertical: number;
}

/** GET /api/analytics/cargos-salarios. */
export interface AnalyticsCargosSalarios {
  periodo: PeriodoAnalytics;
  /** Σ of the salaries in force at the period's end (talents' histories), by top area with its child areas. */
  salariosPorArea: Fatia[];
  /** Active talents at the period's end by top area with its child areas. */
  headcountPorArea: Fatia[];
  promocoesPorArea: PromocoesDaArea[];
  /** The turnover table and line (spec 02 §2): the session's company month by month. */
  turnover: TurnoverDoMes[];
}

/** GET /api/analytics/salarios-areas-filhas: the salaries of an area's children (each with its own children). */
export interface ConsultaSalariosAreasFilhas {
  /**
   * @title Data base
   * @format date
   */
  dataBase: string;
  /**
   * @title Área organizacional
   * @asType integer
   * @minimum 1
   */
  areaId: number;
}

/** GET /api/analytics/promocoes-*-areas-filhas. */
export interface ConsultaPromocoesAreasFilhas extends FiltroAnalytics {
  /**
   * @title Área organizacional
   * @asType integer
   * @minimum 1
   */
  areaOrganizacionalId: number;
}

/** GET /api/analytics/tipo-despesa-por-curso. */
export interface ConsultaDespesasDosCursos extends FiltroAnalytics {
  /**
   * Courses' ids separated by commas.
   * @title Cursos
   * @pattern ^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,599}$
   */
  cursosIds: string;
}

/** GET /api/analytics/desenvolvimento. */
export interface AnalyticsDesenvolvimento {
  periodo: PeriodoAnalytics;
  /** Σ of the expenses of the classes started in the period, by course. */
  despesasPorCurso: Fatia[];
  /** Participants of the classes started in the period, by course. */
  participantesPorCurso: Fatia[];
  /** Training hours per talent (spec 02 §9): `horasParticipantes` / `ativos`, two decimals; null without active talents. */
  horasPorTalento: number | null;
  /** Σ of the course's workload (hours) × the class's participants, over the classes started in the period. */
  horasParticipantes: number;
  /** Active talents at the period's end. */
  ativos: number;
  /** Talents' certifications in force (no expiry or expiring from today on) by certification. */
  certificacoes: Fatia[];
}

/** GET /api/analytics/sst. */
export interface AnalyticsSst {
  periodo: PeriodoAnalytics;
  /** The absenteeism table and line (spec 02 §2): the session's company month by month. */
  absenteismo: AbsenteismoMensal[];
  /** Leaves started in the period by motive. */
  afastamentosPorMotivo: Fatia[];
  /** Leaves of the accident or illness class started in each month of the period (`nome` is the month, yyyy-MM). */
  acidentesPorMes: Fatia[];
  /** Current exams: Vencidos, A vencer em 30 dias, Em dia. */
  exames: Fatia[];
}

/** A generation with the active talents born in its years. */
export interface FatiaGeracao extends Fatia {
  /** Shown on click; empty: "Geração não possui descrição." */
  descricao: string;
}

/** GET /api/analytics/talento. */
export interface AnalyticsTalento {
  periodo: PeriodoAnalytics;
  /** Active talents at the period's end by generation (/gestao-talentos/geracao). */
  geracoes: FatiaGeracao[];
  /** Dismissals of the period by motive. */
  desligamentosPorMotivo: Fatia[];
  /** Active talents at the period's end by sex. */
  sexo: Fatia[];
  /** Admissions and dismissals in each month of the period. */
  admissoesDesligamentos: { mes: string; admitidos: number; desligados: number }[];
}

/** GET /api/analytics/desempenho's query: the filter plus the evaluation and the talent of the radar. */
export interface FiltroDesempenho extends FiltroAnalytics {
  /**
   * The evaluation of the Nine Box and the results; none: the latest ending among those of the period.
   * @title Avaliação
   * @asType integer
   * @minimum 1
   */
  avaliacaoId?: number;
  /**
   * The talent of the competency radar.
   * @title Talento
   * @asType integer
   * @minimum 1
   */
  colaboradorId?: number;
}

/** A competence on the radar: the weight of the level required by the faixa and of the talent's level. */
export interface PontoDoRadar {
  nome: string;
  exigido: number | null;
  talento: number | null;
}

/** GET /api/analytics/desempenho. */
export interface AnalyticsDesempenho {
  periodo: PeriodoAnalytics;
  /** The evaluations whose period meets the filter's, the latest ending first. */
  avaliacoes: { id: number; titulo: string; dataFim: string }[];
  /** The evaluation the Nine Box and the results are about; null when the period has none. */
  avaliacao: { id: number; titulo: string } | null;
  /** Talents of the evaluation by desempenho band (0–33, 33–66, 66–100 %). */
  resultados: Fatia[];
  /** Talents per box (1..9); empty when the evaluation cannot have a Nine Box. */
  nineBox: { numero: number; nomeclatura: string; quantidade: number }[];
  /** Why there is no Nine Box (the Nine Box's own message), if there is none. */
  nineBoxMensagem: string | null;
  /** The system parameter inverter-eixo-resultado-nineBox: desempenho on the vertical axis, potencial on the horizontal. */
  nineBoxEixoInvertido: boolean;
  /** The talent's radar, when a talent is asked. */
  radar: { colaborador: { id: number; nome: string }; faixaSalarial: string | null; competencias: PontoDoRadar[]; mensagem: string | null } | null;
}

/** A drill-down's slices, or why there are none ("Área Organizacional não possui área filha.", "O curso não possui despesas detalhadas."). */
export interface DetalhamentoFatias {
  itens: Fatia[];
  mensagem: string | null;
}

/** The promotions drill-down: the child areas, or why there are none. */
export interface DetalhamentoPromocoes {
  itens: PromocoesDaArea[];
  mensagem: string | null;
}
