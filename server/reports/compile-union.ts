/**
 * A report whose rows come from several entities (`union`): each part compiled by the same
 * compiler as a single query — every table it reads confined to the session's company — and
 * their rows put together in one statement, ordered by the columns' keys.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Registry } from '../../engine/registry/registry';
import type { ReportLayout } from '../../engine/report/declaration';
import type { UnionQueryDeclaration } from '../../engine/report/query-declaration';
import type { Scope } from '../db/tenant-context';
import { compilePart, declaredOrder, QueryDeclarationError } from './compile-query';

/** Which part a row came from and its ids: what orders rows the declared order leaves tied. */
const PART = '$parte';
const IDS = ['$id', '$par'] as const;

/** The union's columns: every key the parts name, in the order they first appear. */
export function unionKeys(query: UnionQueryDeclaration): string[] {
  return [...new Set(query.union.flatMap((part) => Object.keys(part.select)))];
}

/** The statement of a union report for this filter, at most `limit` rows. */
export function compileUnionQuery(
  report: { query: UnionQueryDeclaration; layout: ReportLayout },
  registry: Registry,
  scope: Scope,
  filter: Record<string, unknown>,
  limit: number,
): RawBuilder<Record<string, unknown>> {
  const { query } = report;
  const keys = unionKeys(query);
  const statements = query.union.map((declared, index) => {
    const part = compilePart(declared, keys, registry, scope, filter);
    // A group has no id; a part without `each`, no paired one. Typed, so every part's column agrees.
    const ids = IDS.map((name, i) => sql`${part.aggregated || !part.ids[i] ? sql`null::bigint` : part.ids[i]} as ${sql.id(name)}`);
    const columns = [...part.values.map((value, i) => sql`${value} as ${sql.id(keys[i]!)}`), sql`${sql.raw(String(index))} as ${sql.id(PART)}`, ...ids];
    return sql`(select ${sql.join(columns)} ${part.body()} ${part.aggregated && part.grouped.length ? sql`group by ${sql.join(part.grouped)}` : sql``})`;
  });
  const order = declaredOrder(query.orderBy, report.layout).map(({ by, direction }) => {
    if (!keys.includes(by)) throw new QueryDeclarationError(`orderBy: "${by}" não é uma coluna da union`);
    return sql`u.${sql.id(by)} ${direction}`;
  });
  const tie = [PART, ...IDS].map((name) => sql`u.${sql.id(name)}`);
  return sql<Record<string, unknown>>`select ${sql.join(keys.map((key) => sql`u.${sql.id(key)}`))}
    from (${sql.join(statements, sql` union all `)}) u
    order by ${sql.join([...order, ...tie])}
    limit ${limit}`;
}
