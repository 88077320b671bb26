/**
 * What the training-hours goal's indicator answers (OpenAPI components, `npm run gen`): per month,
 * the goal in force and the hours of training per talent achieved (spec 02 §9: training hours ×
 * participants / active employees). Hours are minutes, as the goal's and the course's.
 */

/** One month of the goal. */
export interface MesDaMeta {
  /** yyyy-MM */
  mes: string;
  /** Minutes per talent the goal in force asks (the latest goal from this month back); null before the first. */
  meta: number | null;
  /** Minutes of training per talent achieved: `minutosParticipantes` / `ativos`; null without active talents. */
  realizado: number | null;
  /** Σ of the course's workload × the class's participants, over the classes' days in the month (a class over several months shares its workload by its days). */
  minutosParticipantes: number;
  /** Talents admitted by the month's end and not dismissed before its start. */
  ativos: number;
  /** realizado / meta (1 = 100%); null without a goal. */
  percentual: number | null;
}

/** GET /api/metas-treinamento/{id}/indicador. */
export interface IndicadorDaMeta {
  id: number;
  nome: string;
  meses: MesDaMeta[];
}
