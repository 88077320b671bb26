/**
 * "Relatório de Cargos" (spec 02 §7 salary reports `/cargos` and `/cargos-resumidos`): the
 * company's cargos with their occupational group, areas, minimum schooling and knowledge,
 * chosen by organisational areas or by occupational groups, grouped by occupational group.
 */
import { sql, type RawBuilder } from 'kysely';
import type { JsonSchema } from '../../../engine/declaration';
import type { ReportRow } from '../../../engine/report/layout';
import type { ReportQuery, ReportQueryContext } from '../../../server/reports/query';

const POR_AREA = 1;

/** Code → title of a closed list (`oneOf` of const/title), as the cargo form shows it. */
function codeTitles(schema: JsonSchema | undefined): Map<unknown, string> {
  const options = (schema?.oneOf ?? []) as JsonSchema[];
  return new Map(options.map((option) => [option.const, String(option.title)]));
}

/**
 * The company's cargos the filter chose (`chosen`, over `cargo c`), active only if asked, in
 * print order by occupational group (`g`): `columns` as the report wants them, the minimum
 * schooling as its title.
 */
export async function selectCargos({ db, scope, filter, registry, limit }: ReportQueryContext, columns: RawBuilder<unknown>, chosen: RawBuilder<unknown>): Promise<ReportRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select g.nome as "grupoOcupacional", c.escolaridade, ${columns}
    from cargo c
    left join grupo_ocupacional g on g.id = c.grupo_ocupacional_id and g.empresa_id = c.empresa_id
    where c.empresa_id = ${scope.empresaId} and ${chosen} ${filter.somenteAtivos ? sql`and c.ativa` : sql``}
    order by g.nome nulls last, c.nome, c.id
    limit ${limit}`.execute(db);
  const escolaridade = codeTitles(registry.get('cargo').properties.escolaridade);
  return rows.map((row) => ({ ...row, escolaridade: escolaridade.get(row.escolaridade) ?? row.escolaridade }));
}

export const cargos: ReportQuery = (context) => {
  const { filter } = context;
  const ids = (filter.filtrarPor === POR_AREA ? filter.areasIds : filter.gruposOcupacionaisIds) as number[];
  const chosen =
    filter.filtrarPor === POR_AREA
      ? sql`exists (select 1 from cargo__areas_organizacionais_ids x where x.owner_id = c.id and x.target_id = any(${ids}::integer[]))`
      : sql`c.grupo_ocupacional_id = any(${ids}::integer[])`;
  return selectCargos(
    context,
    sql`c.nome, c.nome_mercado as "nomeMercado", c.ativa as ativo,
      (select string_agg(a.nome, ', ' order by a.nome) from cargo__areas_organizacionais_ids ca
        join area_organizacional a on a.id = ca.target_id where ca.owner_id = c.id) as areas,
      (select string_agg(k.nome, ', ' order by k.nome) from cargo__conhecimentos_ids ck
        join conhecimento k on k.id = ck.target_id where ck.owner_id = c.id) as conhecimentos`,
    chosen,
  );
};
