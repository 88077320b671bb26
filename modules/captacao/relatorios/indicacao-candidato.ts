/**
 * "Indicação de Candidatos": the candidates referred to requests in a period, by who referred
 * them, with the request, the step they reached and whether they were hired.
 */
import { sql } from 'kysely';
import type { ReportQuery } from '../../../server/reports/query';
import { codeTitleSql, selecaoConditions } from './selecao';

export const indicacaoCandidato: ReportQuery = async ({ db, scope, filter, registry, limit }) => {
  const { rows } = await sql<Record<string, unknown>>`
    select cs.indicado_por as "indicadoPor", c.nome as candidato, s.descricao as solicitacao, cs.data::text as data,
      (select e.nome || ': ' || ${codeTitleSql(registry, 'historicoCandidato', 'resultado', sql`h.resultado`)}
        from historico_candidato h join etapa_seletiva e on e.id = h.etapa_seletiva_id
        where h.candidato_solicitacao_id = cs.id order by e.ordem desc limit 1) as "ultimaEtapa",
      case when cs.contratado then 'Sim' else 'Não' end as contratado
    from candidato_solicitacao cs
    join candidato c on c.id = cs.candidato_id and c.empresa_id = cs.empresa_id
    join solicitacao_pessoal s on s.id = cs.solicitacao_id and s.empresa_id = cs.empresa_id
    where cs.empresa_id = ${scope.empresaId} and cs.indicado_por is not null and ${selecaoConditions(filter, sql`cs.data`)}
    order by cs.indicado_por, c.nome, cs.id
    limit ${limit}`.execute(db);
  return rows;
};
