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

/**
 * Promotions of the period per area of the promoted entry: vertical when the cargo changed from
 * the talent's previous entry (by date, then position). Only the period's promotions are read,
 * each looking up its previous entry, not every history entry of the company.
 */
async function promocoesPorArea(db: Db, scope: Scope, filtro: Filtro) {
  const q = companyQuery(db, scope);
  const cargoAnterior = q
    .selectFrom('historico_colaborador as a')
    .select('a.cargo_id')
    .where('a.owner_id', '=', sql<number>`p.owner_id`)
    .where(sql<boolean>`(a.data, a.position) < (p.data, p.position)`)
    .orderBy('a.data', 'desc')
    .orderBy('a.position', 'desc')
    .limit(1);
  const promocoes = q
    .selectFrom('historico_colaborador as p')
    .where('p.motivo', '=', 'P')
    .where('p.data', '>=', filtro.dataIni)
    .where('p.data', '<=', filtro.dataFim)
    .where('p.area_organizacional_id', 'is not', null)
    .where(noLugar(filtro, 'p.estabelecimento_id', 'p.area_organizacional_id'))
    .select(['p.owner_id', 'p.area_organizacional_id', sql<boolean>`(${cargoAnterior}) is not distinct from p.cargo_id`.as('mesmo_cargo')])
    .as('p');
  const linhas = await q
    .selectFrom('colaborador as c')
    .innerJoin(promocoes, 'p.owner_id', 'c.id')
    .select([
      'p.area_organizacional_id as area',
      sql<number>`count(*) filter (where p.mesmo_cargo)`.as('horizontal'),
      sql<number>`count(*) filter (where not p.mesmo_cargo)`.as('vertical'),
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
  // Independent queries sent together: PostgreSQL runs them on several connections, PGlite in turn.
  const [quadro, promocoes, turnoverPorEmpresa] = await Promise.all([
    quadroPorArea(db, scope, filtro, filtro.dataFim),
    promocoesPorRamo(db, scope, filtro, areas, null),
    porEmpresa(empresas, scope, noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'), (daEmpresa, onde) =>
      turnover(db, daEmpresa, filtro.dataIni, filtro.dataFim, onde),
    ),
  ]);
  return {
    periodo: { dataIni: filtro.dataIni, dataFim: filtro.dataFim },
    salariosPorArea: somarPorRamo(areas, quadro.salarios, null),
    headcountPorArea: somarPorRamo(areas, quadro.talentos, null),
    promocoesPorArea: promocoes,
    turnover: turnoverPorEmpresa,
  };
}
