/**
 * The dashboards' filter bar as a schema, drawn by the engine's form (the same widgets as every
 * filter: dates, establishments and areas chosen from their records; the companies, for a user
 * who reaches several, from the session's list), and turned into the query of
 * GET /api/analytics/<painel> (modules/analytics/analytics.api.ts: FiltroAnalytics).
 */
import type { RJSFSchema } from '@rjsf/utils';
import type { EmpresaResumo } from '../../engine/api-types';
import type { FiltroAnalytics } from '../../modules/analytics/analytics.api';

export interface ValoresDoFiltro extends Record<string, unknown> {
  dataIni?: string;
  dataFim?: string;
  estabelecimentosIds?: number[];
  areasIds?: number[];
  empresasIds?: number[];
}

/** The companies' choice (the turnover and absenteeism tables, one line per company) only for a user who reaches several. */
export function esquemaDoFiltro(empresas: readonly EmpresaResumo[]): RJSFSchema {
  return {
    type: 'object',
    properties: {
      dataIni: { type: 'string', format: 'date', title: 'Data inicial' },
      dataFim: { type: 'string', format: 'date', title: 'Data final' },
      estabelecimentosIds: { type: 'array', title: 'Estabelecimentos', items: { type: 'integer' }, uniqueItems: true, 'x-reference': 'estabelecimento' },
      areasIds: { type: 'array', title: 'Áreas organizacionais', items: { type: 'integer' }, uniqueItems: true, 'x-reference': 'areaOrganizacional' },
      ...(empresas.length > 1 && {
        empresasIds: {
          type: 'array',
          title: 'Empresas (tabelas de turnover e absenteísmo)',
          items: { type: 'integer', oneOf: empresas.map((e) => ({ const: e.id, title: e.nome })) },
          uniqueItems: true,
        },
      }),
    },
  } as RJSFSchema;
}

/** One line: the dates narrow, the lists wider (the theme's 12-column grid); the companies, ticked, on a line of their own. */
export const UI_DO_FILTRO = {
  'ui:submitButtonOptions': { norender: true },
  dataIni: { 'ui:options': { span: 2 } },
  dataFim: { 'ui:options': { span: 2 } },
  estabelecimentosIds: { 'ui:options': { span: 4 } },
  areasIds: { 'ui:options': { span: 4 } },
  empresasIds: { 'ui:widget': 'CheckboxListWidget', 'ui:options': { span: 4 } },
};

export function consulta(valores: ValoresDoFiltro): FiltroAnalytics {
  const ids = (lista?: number[]) => (lista?.length ? lista.join(',') : undefined);
  return {
    ...(valores.dataIni ? { dataIni: valores.dataIni } : {}),
    ...(valores.dataFim ? { dataFim: valores.dataFim } : {}),
    ...(ids(valores.estabelecimentosIds) ? { estabelecimentosIds: ids(valores.estabelecimentosIds) } : {}),
    ...(ids(valores.areasIds) ? { areasIds: ids(valores.areasIds) } : {}),
    ...(ids(valores.empresasIds) ? { empresasIds: ids(valores.empresasIds) } : {}),
  };
}
