/**
 * "Duração das Vagas": how long each request stayed open — from its date to its closing, or
 * to today while open — against its expected closing, grouped by área or by cargo (as the
 * filter chose) with the average days. Cancelled requests never filled a vacancy: left out.
 */
import { sql } from 'kysely';
import { today } from '../../../engine/validation/brazilian';
import type { ReportQuery } from '../../../server/reports/query';
import { inList, SOLICITACAO, solicitacoesWhere } from './solicitacoes';

const POR_AREA = 1;

/** "No prazo", or how late it closed (or still is) after the expected date. */
export function prazo(atraso: number | null): string {
  if (atraso === null) return '';
  if (atraso <= 0) return 'No prazo';
  return `Atrasada ${atraso} ${atraso === 1 ? 'dia' : 'dias'}`;
}

export const duracaoVaga: ReportQuery = async ({ db, scope, filter, registry, limit }) => {
  const entity = registry.get(SOLICITACAO);
  const porArea = filter.filtrarPor === POR_AREA;
  const chosen = porArea ? inList(sql`t.area_organizacional_id`, filter.areasIds) : inList(sql`t.cargo_id`, filter.cargosIds);
  // Days count in the business calendar (São Paulo), whatever the database's time zone.
  const fim = sql`coalesce(t.data_encerramento, ${today()}::date)`;
  const { rows } = await sql<Record<string, unknown> & { atraso: number | null }>`
    select ${porArea ? sql`'Área organizacional: ' || a.nome` : sql`'Cargo: ' || c.nome`} as grupo,
      t.id as codigo, t.descricao, c.nome as cargo, a.nome as "areaOrganizacional",
      t.data::text as data, t.data_encerramento::text as "dataEncerramento",
      case when t.encerrada then 'Encerrada' when t.suspensa then 'Em aberto (suspensa)' else 'Em aberto' end as situacao,
      ${fim} - t.data as dias,
      t.data_previsao_encerramento::text as "dataPrevisaoEncerramento",
      ${fim} - t.data_previsao_encerramento as atraso
    from solicitacao_pessoal t
    join cargo c on c.id = t.cargo_id and c.empresa_id = t.empresa_id
    join area_organizacional a on a.id = t.area_organizacional_id and a.empresa_id = t.empresa_id
    ${solicitacoesWhere(entity, scope, filter, [chosen, sql`not t.cancelada`])}
    order by grupo, t.data, t.id
    limit ${limit}`.execute(db);
  return rows.map(({ atraso, ...row }) => ({ ...row, prazo: prazo(atraso === null ? null : Number(atraso)) }));
};
