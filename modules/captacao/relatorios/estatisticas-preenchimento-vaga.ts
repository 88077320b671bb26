/**
 * "Estatísticas de Preenchimento de Vagas" (/captacao/estatisticas-preenchimento-vaga): per
 * personnel request of a period, the vacancies, how many were filled by hiring from the
 * selection (`qtdVagasPreenchidas`) and the share, grouped by área organizacional with its sums.
 */
import { sql } from 'kysely';
import type { ReportQuery } from '../../../server/reports/query';
import { SOLICITACAO, situacaoSql, solicitacoesWhere } from './solicitacoes';

export const estatisticasPreenchimentoVaga: ReportQuery = async ({ db, scope, filter, registry, limit }) => {
  const entity = registry.get(SOLICITACAO);
  const { rows } = await sql<Record<string, unknown>>`
    select a.nome as "areaOrganizacional", t.id as codigo, t.data::text as data, t.descricao, c.nome as cargo,
      t.quantidade as vagas, t.qtd_vagas_preenchidas as preenchidas,
      t.qtd_vagas_preenchidas::float / t.quantidade as percentual, ${situacaoSql(entity)} as situacao
    from solicitacao_pessoal t
    join cargo c on c.id = t.cargo_id and c.empresa_id = t.empresa_id
    join area_organizacional a on a.id = t.area_organizacional_id and a.empresa_id = t.empresa_id
    ${solicitacoesWhere(entity, scope, filter)}
    order by a.nome, a.id, t.data, t.id
    limit ${limit}`.execute(db);
  return rows;
};
