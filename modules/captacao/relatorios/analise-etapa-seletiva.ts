/**
 * "Análise das Etapas Seletivas": per selective step, the candidates who went through it in a
 * period and how they came out (approved, rejected, in progress, withdrew), with the share approved.
 */
import { sql } from 'kysely';
import type { ReportQuery } from '../../../server/reports/query';
import { selecaoConditions } from './selecao';

export const analiseEtapaSeletiva: ReportQuery = async ({ db, scope, filter, limit }) => {
  const { rows } = await sql<Record<string, unknown>>`
    select e.ordem || ' - ' || e.nome as etapa, count(*)::integer as candidatos,
      count(*) filter (where h.resultado = 'A')::integer as aprovados,
      count(*) filter (where h.resultado = 'R')::integer as reprovados,
      count(*) filter (where h.resultado = 'E')::integer as "emAndamento",
      count(*) filter (where h.resultado = 'D')::integer as desistentes,
      (count(*) filter (where h.resultado = 'A'))::float / count(*) as "percentualAprovados"
    from historico_candidato h
    join candidato_solicitacao cs on cs.id = h.candidato_solicitacao_id and cs.empresa_id = h.empresa_id
    join etapa_seletiva e on e.id = h.etapa_seletiva_id and e.empresa_id = h.empresa_id
    where h.empresa_id = ${scope.empresaId} and ${selecaoConditions(filter, sql`h.data`)}
    group by e.id, e.ordem, e.nome
    order by e.ordem, e.id
    limit ${limit}`.execute(db);
  return rows;
};
