/**
 * The dashboards' filter bar read from the query: the period (default six months back to today,
 * spec 02 §9, by the app's São Paulo day) and the establishments and areas (an area brings its
 * child areas). An inverted period is refused on its field.
 */
import { shiftDate } from '../../engine/report/defaults';
import { today } from '../../engine/validation/brazilian';
import { errors } from '../../server/errors';
import type { FiltroAnalytics } from './analytics.api';
import { comDescendentes, type Area } from './areas';

export const PERIODO_INVERTIDO = 'A data final deve ser maior que a data inicial';

export interface Filtro {
  dataIni: string;
  dataFim: string;
  /** Empty: every establishment. */
  estabelecimentos: number[];
  /** The areas asked with all their descendants; empty: every area. */
  areas: number[];
}

/** Whether the filter narrows the places at all. */
export const temLugar = (filtro: Filtro) => filtro.estabelecimentos.length > 0 || filtro.areas.length > 0;

export const listaDeIds = (texto: string | undefined): number[] => (texto ? [...new Set(texto.split(',').map(Number))] : []);

export function lerFiltro(query: FiltroAnalytics, areas: readonly Area[]): Filtro {
  const hoje = today();
  const dataFim = query.dataFim ?? hoje;
  const dataIni = query.dataIni ?? shiftDate(dataFim, { months: -6 });
  if (dataFim < dataIni) throw errors.validation([{ field: 'dataFim', message: PERIODO_INVERTIDO }]);
  const pedidas = listaDeIds(query.areasIds);
  return { dataIni, dataFim, estabelecimentos: listaDeIds(query.estabelecimentosIds), areas: pedidas.length ? comDescendentes(areas, pedidas) : [] };
}
