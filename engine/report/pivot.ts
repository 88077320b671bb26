/**
 * A declared cross table (`layout.pivot`): the query answers one row per pair (a talent and a
 * competence), and the rows that agree on the declared columns and the grouping become one, with
 * a column per distinct value of `pivot.columns` — derived from the data, so the layout every
 * output lays out is an ordinary one.
 */
import type { ReportColumn, ReportLayout } from './declaration';
import type { ReportRow } from './layout';

const key = (row: ReportRow, fields: readonly string[]) => JSON.stringify(fields.map((f) => row[f] ?? null));

/** The layout with the derived columns and the rows merged (both unchanged without `pivot`). */
export function pivoted(layout: ReportLayout, rows: ReportRow[]): { layout: ReportLayout; rows: ReportRow[] } {
  const pivot = layout.pivot;
  if (!pivot) return { layout, rows };
  const heads = [...new Set(rows.flatMap((row) => (row[pivot.columns] === null || row[pivot.columns] === undefined ? [] : [String(row[pivot.columns])])))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
  // Each derived column has a field no declared one can have.
  const fieldOf = new Map(heads.map((head, i) => [head, `$pivot${i}`]));
  const derived: ReportColumn[] = heads.map((head) => ({ field: fieldOf.get(head)!, label: head, width: pivot.width ?? 1, ...(pivot.format && { format: pivot.format }) }));
  const identity = [...layout.columns.map((c) => c.field), ...(layout.groupBy ? [layout.groupBy.field] : [])];
  const merged: ReportRow[] = [];
  let current: { key: string; row: ReportRow } | undefined;
  // The query's order keeps a merged row's parts together (it sorts by what the row shows).
  for (const row of rows) {
    const k = key(row, identity);
    if (k !== current?.key) {
      current = { key: k, row: Object.fromEntries(identity.map((f) => [f, row[f]])) };
      merged.push(current.row);
    }
    const head = row[pivot.columns];
    if (head !== null && head !== undefined) current.row[fieldOf.get(String(head))!] = row[pivot.value];
  }
  return { layout: { ...layout, columns: [...layout.columns, ...derived] }, rows: merged };
}
