/**
 * "Qualificação Cadastral dos Candidatos" (query in its declaration): the company's candidates
 * registered in a period, by cadastral qualification, and — computed here — the fields still
 * missing, from the candidate's schema as the company's configuration resolves it, never from
 * a list written here.
 * SQL fragments are what a report's code hands to its declared query (server/reports), which
 * restricts it to the session's company.
 */
import { sql } from 'kysely';
import type { JsonSchema } from '../../../engine/declaration';
import { propertyAt } from '../../../engine/table/stored-fields';
import { companyConfig } from '../../../server/crud/company-config';
import { completeExpression, requiredPaths } from '../../../server/crud/completeness';
import { resolvedSchema } from '../../../server/crud/validators';
import type { ReportCode } from '../../../server/reports/query';
import { formatMasked } from '../../../engine/format/masks';

export const qualificacaoCadastralCandidato: ReportCode = {
  async extend({ db, scope, registry }) {
    const candidato = registry.get('candidato');
    const schema = resolvedSchema(candidato, await companyConfig(db, registry, candidato, scope.empresaId));
    // Titles as the company configured them (an extra field's "Texto 3" is what it asks for).
    const resolved = { properties: (schema.properties ?? {}) as Record<string, JsonSchema> };
    const missing = requiredPaths(schema).map((path) => sql`case when not ${completeExpression(candidato, registry, [path])} then ${String(propertyAt(resolved, path)?.title ?? path)}::text end`);
    return { columns: { pendentes: missing.length ? sql`concat_ws(', ', ${sql.join(missing)})` : sql`''` } };
  },
  row: (row) => ({ ...row, cpf: formatMasked('cpf', row.cpf as string | null) }),
};
