/**
 * "Divulgação de Vagas": how the candidates who entered requests in a period found the
 * vacancy (the "como ficou sabendo da vaga" of their link), with count and share.
 */
import { sql } from 'kysely';
import type { ReportQuery } from '../../../server/reports/query';
import { selecaoConditions } from './selecao';

export const NAO_INFORMADO = 'Não informado';

export const divulgacaoVaga: ReportQuery = async ({ db, scope, filter, limit }) => {
  const { rows } = await sql<Record<string, unknown>>`
    select coalesce(v.nome, ${NAO_INFORMADO}::text) as nome, count(*)::integer as qtd,
      count(*)::float / sum(count(*)) over () as percentual
    from candidato_solicitacao cs
    left join como_ficou_sabendo_vaga v on v.id = cs.como_ficou_sabendo_vaga_id and v.empresa_id = cs.empresa_id
    where cs.empresa_id = ${scope.empresaId} and ${selecaoConditions(filter, sql`cs.data`)}
    group by v.id, v.nome
    order by count(*) desc, v.nome nulls last
    limit ${limit}`.execute(db);
  return rows;
};
