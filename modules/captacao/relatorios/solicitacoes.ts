/**
 * What the recruitment reports over personnel requests share, as SQL over
 * `solicitacao_pessoal t`: the period and situation filters the request list declares
 * (`dataIni`, `dataFim`, `status` in the entity's `filters`), so a report and the list agree
 * on what "Abertas suspensas" means, and the situation of each request as text.
 */
import { sql, type RawBuilder } from 'kysely';
import type { RegisteredEntity } from '../../../engine/registry/registry';
import type { Scope } from '../../../server/db/tenant-context';
import { matchCondition, whereClause } from '../../../server/crud/select';

export const SOLICITACAO = 'solicitacaoPessoal';

/** One request's situation, checked in this order: a cancelled request may also be suspended. */
const SITUACOES: [code: string, label: string][] = [
  ['C', 'Cancelada'],
  ['E', 'Encerrada'],
  ['S', 'Suspensa'],
  ['A', 'Em andamento'],
];

function declaredFilter(entity: RegisteredEntity, name: string) {
  const filter = entity.filters?.find((f) => f.name === name);
  if (!filter) throw new Error(`${entity.name} não declara o filtro "${name}"`);
  return filter;
}

/**
 * `where` over the company's requests in the report's period (by request date) and
 * situation (`statusSolicitacao`: T, A, S, E or C), plus the report's own conditions.
 */
export function solicitacoesWhere(entity: RegisteredEntity, scope: Scope, filter: Record<string, unknown>, extra: RawBuilder<unknown>[] = []): RawBuilder<unknown> {
  const filters = new Map<ReturnType<typeof declaredFilter>, unknown>([
    [declaredFilter(entity, 'dataIni'), filter.dataIni],
    [declaredFilter(entity, 'dataFim'), filter.dataFim],
    [declaredFilter(entity, 'status'), filter.statusSolicitacao],
  ]);
  for (const [declared, value] of filters) if (value === undefined) filters.delete(declared);
  const where = whereClause(entity, scope, { filters, search: undefined });
  return extra.length ? sql`${where} and ${sql.join(extra, sql` and `)}` : where;
}

/** The request's situation ("Em andamento", "Suspensa", "Encerrada", "Cancelada"), from the same declared conditions. */
export function situacaoSql(entity: RegisteredEntity): RawBuilder<string> {
  const match = declaredFilter(entity, 'status').match ?? {};
  const whens = SITUACOES.map(([code, label]) => sql`when ${matchCondition(entity, match[code]!)} then ${label}::text`);
  return sql<string>`case ${sql.join(whens, sql` `)} end`;
}

/** `= any(list)` over an integer column; the list comes validated from the filter. */
export const inList = (column: RawBuilder<unknown>, ids: unknown) => sql`${column} = any(${ids as number[]}::integer[])`;
