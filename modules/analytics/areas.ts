/**
 * The company's area tree, read once per call (a company has tens of areas, not thousands):
 * SQL sums per area, and these helpers roll each area's figure up to the top area (or to the
 * child of a given area) it lies under, for the area doughnuts and their drill-down.
 */
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import type { Fatia } from './analytics.api';

export interface Area {
  id: number;
  nome: string;
  areaMaeId: number | null;
}

export async function areasDaEmpresa(db: Db, scope: Scope): Promise<Area[]> {
  const linhas = await companyQuery(db, scope).selectFrom('area_organizacional').select(['id', 'nome', 'area_mae_id']).execute();
  return linhas.map((a) => ({ id: a.id, nome: a.nome ?? '', areaMaeId: a.area_mae_id ?? null }));
}

/** The ids asked and every area below them. */
export function comDescendentes(areas: readonly Area[], ids: readonly number[]): number[] {
  const todas = new Set(ids);
  for (let cresceu = true; cresceu; ) {
    cresceu = false;
    for (const area of areas) {
      if (area.areaMaeId !== null && todas.has(area.areaMaeId) && !todas.has(area.id)) {
        todas.add(area.id);
        cresceu = true;
      }
    }
  }
  return [...todas];
}

/** The area directly under `mae` (null: a top area) that `id` is or lies below; undefined when outside. */
function ramoDe(porId: ReadonlyMap<number, Area>, id: number, mae: number | null): Area | undefined {
  const vistas = new Set<number>();
  for (let area = porId.get(id); area && !vistas.has(area.id); area = area.areaMaeId === null ? undefined : porId.get(area.areaMaeId)) {
    if (area.areaMaeId === mae) return area;
    vistas.add(area.id);
  }
  return undefined;
}

/**
 * Figures per area summed into the branches under `mae` (null: the top areas), largest first;
 * a branch without any figure is left out, so an empty chart says so.
 */
export function somarPorRamo(areas: readonly Area[], valores: ReadonlyMap<number, number>, mae: number | null): Fatia[] {
  const porId = new Map(areas.map((a) => [a.id, a]));
  const somas = new Map<number, number>();
  for (const [id, valor] of valores) {
    const ramo = ramoDe(porId, id, mae);
    if (ramo) somas.set(ramo.id, (somas.get(ramo.id) ?? 0) + valor);
  }
  return [...somas]
    .map(([id, valor]) => ({ id, nome: porId.get(id)!.nome, valor: Math.round(valor * 100) / 100 }))
    .sort((a, b) => b.valor - a.valor || a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** Whether the area has child areas (the drill-down's "Área Organizacional não possui área filha."). */
export const temFilhas = (areas: readonly Area[], id: number) => areas.some((a) => a.areaMaeId === id);
