/**
 * A report's rows checked at start, whatever they come from: every part of a query compiled on
 * its own as if each parameter had a value, and every column the layout shows found among the
 * row's keys — each problem at its place in the file. (A provider's name is checked where the
 * modules are known: `reportQueries`.)
 */
import type { Problem } from '../../engine/check/problem';
import { suggestion } from '../../engine/check/suggest';
import type { Registry } from '../../engine/registry/registry';
import type { ReportLayout } from '../../engine/report/declaration';
import { isProvidedRows, isUnionQuery, type QueryOrder, type ReportRowSource, type UnionQueryDeclaration } from '../../engine/report/query-declaration';
import { attempter, partProblems } from './compile-query';
import { unionKeys } from './compile-union';

const orderKey = (order: string | QueryOrder) => (typeof order === 'string' ? order : order.by);

/** The row keys the layout reads, each with its place in the file. */
function shownFields(layout: ReportLayout): { field: string; path: (string | number)[] }[] {
  return [
    ...layout.columns.map((column, i) => ({ field: column.field, path: ['layout', 'columns', i, 'field'] })),
    ...(layout.groupBy ? [{ field: layout.groupBy.field, path: ['layout', 'groupBy', 'field'] }] : []),
    ...(layout.pivot ? (['columns', 'value'] as const).map((part) => ({ field: layout.pivot![part], path: ['layout', 'pivot', part] })) : []),
  ];
}

/** A union's parts, its order by keys only, and no key that nothing shows or orders by (a misspelling would be a silent empty column). */
function unionProblems(query: UnionQueryDeclaration, layout: ReportLayout, registry: Registry, problems: Problem[]): void {
  const attempt = attempter(problems);
  const noComputed = '"computed" não cabe numa parte de union: o módulo só estende a consulta de uma entidade';
  query.union.forEach((part, i) => partProblems(part, ['query', 'union', i], registry, attempt, { noComputed }));
  const keys = unionKeys(query);
  (query.orderBy ?? []).forEach((order, i) => {
    const by = orderKey(order);
    if (!keys.includes(by)) problems.push({ path: ['query', 'orderBy', i], message: `"${by}" não é uma coluna da union${suggestion(by, keys)}` });
  });
  const used = new Set([...shownFields(layout).map((s) => s.field), ...(query.orderBy ?? []).map(orderKey)]);
  query.union.forEach((part, i) => {
    for (const key of Object.keys(part.select)) {
      if (!used.has(key)) problems.push({ path: ['query', 'union', i, 'select', key], message: `"${key}" não aparece no layout nem ordena as linhas${suggestion(key, [...used])}` });
    }
  });
}

export function reportQueryProblems(report: { query: ReportRowSource; layout: ReportLayout }, registry: Registry): Problem[] {
  const { query, layout } = report;
  const problems: Problem[] = [];
  let keys: string[];
  let where: string;
  if (isProvidedRows(query)) [keys, where] = [Object.keys(query.columns), 'uma das query.columns'];
  else if (isUnionQuery(query)) {
    unionProblems(query, layout, registry, problems);
    [keys, where] = [unionKeys(query), 'uma coluna da union'];
  } else {
    partProblems(query, ['query'], registry, attempter(problems), { orderBy: query.orderBy });
    [keys, where] = [Object.keys(query.select), 'uma coluna do select da query'];
  }
  for (const { field, path } of shownFields(layout)) {
    if (!keys.includes(field)) problems.push({ path, message: `"${field}" não é ${where}${suggestion(field, keys)}` });
  }
  return problems;
}
