/**
 * "Vagas por Motivo de Solicitação": the company's personnel requests of a period by reason,
 * with cargo, área, vacancies and situation; per reason and overall, the requests and the
 * vacancies. Reasons counted in the turnover say so in their heading.
 */
import { sql } from 'kysely';
import type { ReportQuery } from '../../../server/reports/query';
import { inList, SOLICITACAO, situacaoSql, solicitacoesWhere } from './solicitacoes';

const POR_AREA = 1;

export const vagaMotivo: ReportQuery = async ({ db, scope, filter, registry, limit }) => {
  const entity = registry.get(SOLICITACAO);
  const conditions = [
    filter.filtrarPor === POR_AREA ? inList(sql`t.area_organizacional_id`, filter.areasIds) : inList(sql`c.grupo_ocupacional_id`, filter.gruposOcupacionaisIds),
  ];
  if ((filter.motivosIds as number[] | undefined)?.length) conditions.push(inList(sql`t.motivo_solicitacao_id`, filter.motivosIds));
  const { rows } = await sql<Record<string, unknown>>`
    select m.descricao || case when m.turnover then ' (considerado no turnover)' else '' end as motivo,
      t.id as codigo, t.data::text as data, t.descricao, c.nome as cargo, a.nome as "areaOrganizacional",
      t.quantidade, ${situacaoSql(entity)} as situacao
    from solicitacao_pessoal t
    join motivo_solicitacao m on m.id = t.motivo_solicitacao_id and m.empresa_id = t.empresa_id
    join cargo c on c.id = t.cargo_id and c.empresa_id = t.empresa_id
    join area_organizacional a on a.id = t.area_organizacional_id and a.empresa_id = t.empresa_id
    ${solicitacoesWhere(entity, scope, filter, conditions)}
    order by m.descricao, m.id, t.data, t.id
    limit ${limit}`.execute(db);
  return rows;
};
