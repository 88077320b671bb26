/**
 * The jobs-and-salaries dashboard: salaries and headcount by area on the period's last day (each
 * talent's situation from their history), promotions of the period split into horizontal (a new
 * faixa of the same cargo) and vertical (a new cargo), and the turnover of each company chosen. Sums by SQL,
 * rolled up the area tree (areas.ts).
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import { turnover } from '../gestao-talentos/turnover/rotas';
import type { AnalyticsCargosSalarios, Fatia, PromocoesDaArea } from './analytics.api';
import { somarPorRamo, type Area } from './areas';
import type { Filtro } from './filtro';
import { porEmpresa } from './empresas';
import { ativoEm, noLugar, situacaoEm } from './lugares';

export const SEM_AREA_FILHA = 'Área Organizacional não possui área filha.';

/** Active talents and Σ salaries per area on `dia`, in the filter's places. */
async function quadroPorArea(db: Db, scope: Scope, filtro: Filtro, dia: string) {
  const q = companyQuery(db, scope);
  const linhas = await q
    .selectFrom('colaborador as c')
    .innerJoin(situacaoEm(q, dia), 'h.owner_id', 'c.id')
    .where(ativoEm('c', dia))
    .where(noLugar(filtro, 'h.estabelecimento_id', 'h.area_organizacional_id'))
    .where('h.area_organizacional_id', 'is not', null)
    .select(['h.area_organizacional_id as area', sql<number>`count(*)`.as('talentos'), sql<string>`coalesce(sum(h.salario), 0)`.as('salarios')])
    .groupBy('h.area_organizacional_id')
    .execute();
  return {
    talentos: new Map(linhas.map((l) => [l.area!, Number(l.talentos)])),
    salarios: new Map(linhas.map((l) => [l.area!, Number(l.salarios)])),
  };
}

/** Promotions of the period per area of the promoted entry: vertical when the cargo changed from the previous entry. */
async function promocoesPorArea(db: Db, scope: Scope, filtro: Filtro) {
  const q = companyQuery(db, scope);
  const comAnterior = q
    .selectFrom('historico_colaborador')
    .select(['owner_id', 'data', 'motivo', 'area_organizacional_id', 'estabelecimento_id', 'cargo_id', sql<number | null>`lag(cargo_id) over (partition by owner_id order by data, position)`.as('cargo_anterior')])
    .as('p');
  const linhas = await q
    .selectFrom('colaborador as c')
    .innerJoin(comAnterior, 'p.owner_id', 'c.id')
    .where('p.motivo', '=', 'P')
    .where('p.data', '>=', filtro.dataIni)
    .where('p.data', '<=', filtro.dataFim)
    .where('p.area_organizacional_id', 'is not', null)
    .where(noLugar(filtro, 'p.estabelecimento_id', 'p.area_organizacional_id'))
    .select([
      'p.area_organizacional_id as area',
      sql<number>`count(*) filter (where p.cargo_anterior is not distinct from p.cargo_id)`.as('horizontal'),
      sql<number>`count(*) filter (where p.cargo_anterior is distinct from p.cargo_id)`.as('vertical'),
    ])
    .groupBy('p.area_organizacional_id')
    .execute();
  return {
    horizontal: new Map(linhas.map((l) => [l.area!, Number(l.horizontal)])),
    vertical: new Map(linhas.map((l) => [l.area!, Number(l.vertical)])),
  };
}

/** Horizontal and vertical promotions summed into the branches under `mae`. */
export async function promocoesPorRamo(db: Db, scope: Scope, filtro: Filtro, areas: readonly Area[], mae: number | null): Promise<PromocoesDaArea[]> {
  const { horizontal, vertical } = await promocoesPorArea(db, scope, filtro);
  const h = new Map(somarPorRamo(areas, horizontal, mae).map((f) => [f.id!, f]));
  const v = new Map(somarPorRamo(areas, vertical, mae).map((f) => [f.id!, f]));
  return [...new Set([...h.keys(), ...v.keys()])]
    .map((id) => ({ id, nome: (h.get(id) ?? v.get(id))!.nome, horizontal: h.get(id)?.valor ?? 0, vertical: v.get(id)?.valor ?? 0 }))
    .filter((p) => p.horizontal + p.vertical > 0)
    .sort((a, b) => b.horizontal + b.vertical - (a.horizontal + a.vertical) || a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** Σ salaries on `dia` of the branches under `mae`. */
export async function salariosPorRamo(db: Db, scope: Scope, filtro: Filtro, areas: readonly Area[], dia: string, mae: number | null): Promise<Fatia[]> {
  return somarPorRamo(areas, (await quadroPorArea(db, scope, filtro, dia)).salarios, mae);
}

export async function analyticsCargosSalarios(db: Db, scope: Scope, filtro: Filtro, areas: readonly Area[], empresas: readonly Scope[]): Promise<AnalyticsCargosSalarios> {
  const quadro = await quadroPorArea(db, scope, filtro, filtro.dataFim);
  return {
    periodo: { dataIni: filtro.dataIni, dataFim: filtro.dataFim },
    salariosPorArea: somarPorRamo(areas, quadro.salarios, null),
    headcountPorArea: somarPorRamo(areas, quadro.talentos, null),
    promocoesPorArea: await promocoesPorRamo(db, scope, filtro, areas, null),
    turnover: await porEmpresa(empresas, scope, noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'), (daEmpresa, onde) =>
      turnover(db, daEmpresa, filtro.dataIni, filtro.dataFim, onde),
    ),
  };
}
