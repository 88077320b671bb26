/**
 * The dashboards' filter bar as a schema, drawn by the engine's form (the same widgets as every
 * filter: dates, establishments and areas chosen from their records), and turned into the query
 * of GET /api/analytics/<painel> (modules/analytics/analytics.api.ts: FiltroAnalytics).
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { FiltroAnalytics } from '../../modules/analytics/analytics.api';

export interface ValoresDoFiltro extends Record<string, unknown> {
  dataIni?: string;
  dataFim?: string;
  estabelecimentosIds?: number[];
  areasIds?: number[];
}

export const ESQUEMA_DO_FILTRO = {
  type: 'object',
  properties: {
    dataIni: { type: 'string', format: 'date', title: 'Data inicial' },
    dataFim: { type: 'string', format: 'date', title: 'Data final' },
    estabelecimentosIds: { type: 'array', title: 'Estabelecimentos', items: { type: 'integer' }, uniqueItems: true, 'x-reference': 'estabelecimento' },
    areasIds: { type: 'array', title: 'Áreas organizacionais', items: { type: 'integer' }, uniqueItems: true, 'x-reference': 'areaOrganizacional' },
  },
} as RJSFSchema;

/** One line: the dates narrow, the lists wider (the theme's 12-column grid). */
export const UI_DO_FILTRO = {
  'ui:submitButtonOptions': { norender: true },
  dataIni: { 'ui:options': { span: 2 } },
  dataFim: { 'ui:options': { span: 2 } },
  estabelecimentosIds: { 'ui:options': { span: 4 } },
  areasIds: { 'ui:options': { span: 4 } },
};

export function consulta(valores: ValoresDoFiltro): FiltroAnalytics {
  const ids = (lista?: number[]) => (lista?.length ? lista.join(',') : undefined);
  return {
    ...(valores.dataIni ? { dataIni: valores.dataIni } : {}),
    ...(valores.dataFim ? { dataFim: valores.dataFim } : {}),
    ...(ids(valores.estabelecimentosIds) ? { estabelecimentosIds: ids(valores.estabelecimentosIds) } : {}),
    ...(ids(valores.areasIds) ? { areasIds: ids(valores.areasIds) } : {}),
  };
}
