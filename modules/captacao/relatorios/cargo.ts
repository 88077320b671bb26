/**
 * "Descrição de Cargos": the job description recruiters hand to candidates and managers —
 * each cargo's names, minimum schooling and areas, and in Detalhado its mission,
 * responsibilities, experience, knowledge, education areas and selection steps in order.
 */
import { sql } from 'kysely';
import type { ReportQuery } from '../../../server/reports/query';
import { selectCargos } from '../../cargo-salario/relatorios/cargos';
import { inList } from './solicitacoes';

const POR_AREA = 1;

/** The names of a cargo's list (`cargo__<property>`), sorted, as one text. */
const names = (join: string, table: string, order = sql`x.nome`, label = sql`x.nome`, separator = ', ') =>
  sql`(select string_agg(${label}, ${separator} order by ${order}) from ${sql.id(join)} j join ${sql.id(table)} x on x.id = j.target_id where j.owner_id = c.id)`;

export const cargo: ReportQuery = (context) => {
  const { filter } = context;
  const chosen =
    filter.filtrarPor === POR_AREA
      ? sql`exists (select 1 from cargo__areas_organizacionais_ids x where x.owner_id = c.id and ${inList(sql`x.target_id`, filter.areasIds)})`
      : inList(sql`c.id`, filter.cargosIds);
  return selectCargos(
    context,
    sql`c.nome, c.nome_mercado as "nomeMercado", c.missao, c.responsabilidades, c.experiencia,
      ${names('cargo__areas_organizacionais_ids', 'area_organizacional')} as areas,
      ${names('cargo__conhecimentos_ids', 'conhecimento')} as conhecimentos,
      ${names('cargo__areas_formacao_ids', 'area_formacao')} as "areasFormacao",
      ${names('cargo__etapas_seletivas_ids', 'etapa_seletiva', sql`x.ordem, x.nome`, sql`x.ordem || '. ' || x.nome`, '; ')} as "etapasSeletivas"`,
    chosen,
  );
};
