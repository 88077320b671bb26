/**
 * "Descrição de Cargos": the job description recruiters hand to candidates and managers —
 * each cargo's names, minimum schooling and areas, and in Detalhado its mission,
 * responsibilities, experience, knowledge, education areas and selection steps in order.
 */
import { sql } from 'kysely';
import type { ReportQuery } from '../../../server/reports/query';
import { codeTitles } from '../../cargo-salario/relatorios/cargos';
import { inList } from './solicitacoes';

const POR_AREA = 1;

/** The names of a cargo's list (`cargo__<property>`), sorted, as one text. */
const names = (join: string, table: string, order = sql`x.nome`, label = sql`x.nome`, separator = ', ') =>
  sql`(select string_agg(${label}, ${separator} order by ${order}) from ${sql.id(join)} j join ${sql.id(table)} x on x.id = j.target_id where j.owner_id = c.id)`;

export const cargo: ReportQuery = async ({ db, scope, filter, registry, limit }) => {
  const chosen =
    filter.filtrarPor === POR_AREA
      ? sql`exists (select 1 from cargo__areas_organizacionais_ids x where x.owner_id = c.id and ${inList(sql`x.target_id`, filter.areasIds)})`
      : inList(sql`c.id`, filter.cargosIds);
  const { rows } = await sql<Record<string, unknown>>`
    select g.nome as "grupoOcupacional", c.nome, c.nome_mercado as "nomeMercado", c.escolaridade,
      c.missao, c.responsabilidades, c.experiencia,
      ${names('cargo__areas_organizacionais_ids', 'area_organizacional')} as areas,
      ${names('cargo__conhecimentos_ids', 'conhecimento')} as conhecimentos,
      ${names('cargo__areas_formacao_ids', 'area_formacao')} as "areasFormacao",
      ${names('cargo__etapas_seletivas_ids', 'etapa_seletiva', sql`x.ordem, x.nome`, sql`x.ordem || '. ' || x.nome`, '; ')} as "etapasSeletivas"
    from cargo c
    left join grupo_ocupacional g on g.id = c.grupo_ocupacional_id and g.empresa_id = c.empresa_id
    where c.empresa_id = ${scope.empresaId} and ${chosen} ${filter.somenteAtivos ? sql`and c.ativa` : sql``}
    order by g.nome nulls last, c.nome, c.id
    limit ${limit}`.execute(db);
  const escolaridade = codeTitles(registry.get('cargo').properties.escolaridade);
  return rows.map((row) => ({ ...row, escolaridade: escolaridade.get(row.escolaridade) ?? row.escolaridade }));
};
