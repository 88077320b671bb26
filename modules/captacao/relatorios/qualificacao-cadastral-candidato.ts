/**
 * "Qualificação Cadastral dos Candidatos": the company's candidates registered in a period, by
 * cadastral qualification (COMPLETO / INCOMPLETO, kept by `candidato-qualificacao.ts`), with the
 * qualification the RH gave them and — for the incomplete — the fields still missing. Both the
 * list filter ("Qualificação", declared on the candidate) and the missing fields come from the
 * declarations and the company's configuration, never from a list written here.
 */
import { sql } from 'kysely';
import { propertyAt } from '../../../engine/table/stored-fields';
import { columnOf } from '../../../engine/table/derive';
import { companyConfig } from '../../../server/crud/company-config';
import { completeExpression, requiredPaths } from '../../../server/crud/completeness';
import { whereClause } from '../../../server/crud/select';
import { resolvedSchema } from '../../../server/crud/validators';
import type { ReportQuery } from '../../../server/reports/query';
import { formatMasked } from '../../../renderers/theme/format/masks';
import { codeTitleSql } from './selecao';

export const qualificacaoCadastralCandidato: ReportQuery = async ({ db, scope, filter, registry, limit }) => {
  const candidato = registry.get('candidato');
  const paths = requiredPaths(resolvedSchema(candidato, await companyConfig(db, registry, candidato, scope.empresaId)));
  const missing = paths.map((path) => sql`case when not ${completeExpression(candidato, registry, [path])} then ${String(propertyAt(candidato, path)?.title ?? path)}::text end`);
  const qualificacao = candidato.filters?.find((f) => f.name === 'qualificacao');
  const filters = new Map(qualificacao && filter.qualificacao !== undefined ? [[qualificacao, filter.qualificacao]] : []);
  const column = (property: string) => sql.ref(`t.${columnOf(candidato, property)}`);
  const { rows } = await sql<Record<string, unknown>>`
    select ${codeTitleSql(registry, 'candidato', 'qualificacaoCadastral', column('qualificacaoCadastral'))} as "qualificacaoCadastral",
      t.nome, ${column('pessoal.cpf')} as cpf, ${column('contato.email')} as email, (t.created_at at time zone 'America/Sao_Paulo')::date::text as "dataCadastro",
      ${codeTitleSql(registry, 'candidato', 'qualificado', column('qualificado'))} as qualificado,
      ${missing.length ? sql`concat_ws(', ', ${sql.join(missing)})` : sql`''`} as pendentes
    from ${sql.table(candidato.table)} t
    ${whereClause(candidato, scope, { filters, search: undefined })}
      and (t.created_at at time zone 'America/Sao_Paulo')::date between ${filter.dataIni as string}::date and ${filter.dataFim as string}::date
    order by ${column('qualificacaoCadastral')} desc, t.nome, t.id
    limit ${limit}`.execute(db);
  return rows.map((row) => ({ ...row, cpf: formatMasked('cpf', row.cpf as string | null) }));
};
