/**
 * What every dashboard's SQL shares: the filter's establishments and areas as conditions on a
 * record's columns, and each talent's situation on a day (the latest history entry up to it).
 */
import { sql, type RawBuilder } from 'kysely';
import type { CompanyQuery } from '../../server/db/scoped-query';
import type { Filtro } from './filtro';

/** `coluna in (…)` when the list has ids; true otherwise (an empty list chooses all). */
export function dentre(coluna: string, ids: readonly number[]): RawBuilder<boolean> {
  return ids.length ? sql<boolean>`${sql.ref(coluna)} in (${sql.join(ids)})` : sql<boolean>`true`;
}

/** The filter's places as one condition on a record's establishment and area columns. */
export function noLugar(filtro: Filtro, estabelecimento: string, area: string): RawBuilder<boolean> {
  return sql<boolean>`${dentre(estabelecimento, filtro.estabelecimentos)} and ${dentre(area, filtro.areas)}`;
}

/** Talents employed on `dia`: admitted by it and not dismissed by it (the dismissal day is the first day out). */
export function ativoEm(talento: string, dia: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${talento}.data_admissao`)} <= ${dia}::date and (${sql.ref(`${talento}.data_desligamento`)} is null or ${sql.ref(`${talento}.data_desligamento`)} > ${dia}::date))`;
}

/**
 * Each talent's situation on `dia` as the subquery `h`: the latest history entry up to the day
 * (its area, establishment, cargo, faixa and salary).
 */
export function situacaoEm(q: CompanyQuery, dia: string) {
  return q
    .selectFrom('historico_colaborador')
    .distinctOn('owner_id')
    .select(['owner_id', 'area_organizacional_id', 'estabelecimento_id', 'cargo_id', 'faixa_salarial_id', 'salario'])
    .where('data', '<=', dia)
    .orderBy('owner_id')
    .orderBy('data', 'desc')
    .orderBy('position', 'desc')
    .as('h');
}
