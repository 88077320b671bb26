/**
 * "Qualificação Cadastral das Solicitações de Pessoal" (query in its declaration, the missing
 * data computed here): the requests of a period that lack data the request form would demand
 * with complementary data made mandatory, and which.
 * The fields come from the request schema itself, resolved for the company's configuration
 * (`configIf`) with that obligation on — so whether salary or ambiente/função count follows
 * the company's other settings, exactly as the form would — never from a list kept here.
 * SQL fragments are what a report's code hands to its declared query (server/reports), which
 * restricts it to the session's company.
 */
import { sql, type RawBuilder } from 'kysely';
import type { JsonSchema } from '../../../engine/declaration';
import type { RegisteredEntity } from '../../../engine/registry/registry';
import { columnOf, joinTableName } from '../../../engine/table/derive';
import { resolveConfig, type CompanyConfig } from '../../../engine/validation/config-conditions';
import { companyConfig } from '../../../server/crud/company-config';
import type { ReportCode } from '../../../server/reports/query';

/** What the report measures against: the company's configuration with complementary data required. */
export const COMPLEMENTARY_REQUIRED: CompanyConfig = { solPessoalObrigarDadosComplementares: true };

/** Properties the schema requires once resolved (top level and every `allOf` branch), in schema order. */
export function requiredProperties(entity: RegisteredEntity, config: CompanyConfig): string[] {
  const resolved = resolveConfig(entity.schema, config) as JsonSchema;
  const branches = [resolved, ...((resolved.allOf as JsonSchema[] | undefined) ?? [])];
  const required = new Set(branches.flatMap((branch) => (branch.required as string[] | undefined) ?? []));
  // Values the server sets (status, flags) are never the user's to fill in.
  return Object.keys(entity.properties).filter((name) => required.has(name) && entity.properties[name]!.readOnly !== true);
}

/** SQL true when the property has no value: no row in its list, blank text, or null. */
function missing(entity: RegisteredEntity, property: string): RawBuilder<boolean> {
  const schema = entity.properties[property]!;
  if (schema.type === 'array') return sql<boolean>`not exists (select 1 from ${sql.id(joinTableName(entity.table, property))} j where j.owner_id = t.id)`;
  const column = sql.id('t', columnOf(entity, property));
  if (schema.type === 'string' && !schema.format) return sql<boolean>`coalesce(btrim(${column}), '') = ''`;
  return sql<boolean>`${column} is null`;
}

export const qualificacaoCadastralSolicitacao: ReportCode = {
  async extend({ db, scope, registry }) {
    const entity = registry.get('solicitacaoPessoal');
    const config = { ...(await companyConfig(db, registry, entity, scope.empresaId)), ...COMPLEMENTARY_REQUIRED };
    const checks = requiredProperties(entity, config).map((property) => ({ missing: missing(entity, property), title: String(entity.properties[property]!.title) }));
    if (!checks.length) return { where: [sql`false`] };
    return {
      columns: {
        pendencias: sql`concat_ws(', ', ${sql.join(checks.map((c) => sql`case when ${c.missing} then ${c.title}::text end`))})`,
        quantidadePendencias: sql`(${sql.join(checks.map((c) => sql`case when ${c.missing} then 1 else 0 end`), sql` + `)})`,
      },
      where: [sql`(${sql.join(checks.map((c) => c.missing), sql` or `)})`],
    };
  },
};
