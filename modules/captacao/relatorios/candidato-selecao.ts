/**
 * "Candidatos em Seleção": the candidates of the requests through the chosen selective steps
 * in a period (the date of the step entry), per step in its order, with result and responsible.
 */
import { sql } from 'kysely';
import type { ReportQuery } from '../../../server/reports/query';
import { inList } from './solicitacoes';
import { codeTitleSql, selecaoConditions } from './selecao';

export const candidatoSelecao: ReportQuery = async ({ db, scope, filter, registry, limit }) => {
  const { rows } = await sql<Record<string, unknown>>`
    select e.ordem || ' - ' || e.nome as etapa, c.nome as candidato, s.descricao as solicitacao, h.data::text as data,
      ${codeTitleSql(registry, 'historicoCandidato', 'resultado', sql`h.resultado`)} as resultado, h.responsavel
    from historico_candidato h
    join candidato_solicitacao cs on cs.id = h.candidato_solicitacao_id and cs.empresa_id = h.empresa_id
    join candidato c on c.id = cs.candidato_id and c.empresa_id = cs.empresa_id
    join solicitacao_pessoal s on s.id = cs.solicitacao_id and s.empresa_id = cs.empresa_id
    join etapa_seletiva e on e.id = h.etapa_seletiva_id and e.empresa_id = h.empresa_id
    where h.empresa_id = ${scope.empresaId} and ${inList(sql`h.etapa_seletiva_id`, filter.etapasIds)}
      and ${selecaoConditions(filter, sql`h.data`)}
    order by e.ordem, e.id, c.nome, h.data, h.id
    limit ${limit}`.execute(db);
  return rows;
};
