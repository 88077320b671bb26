/**
 * Lays the query's rows out as the lines every output writes — group headers, rows, group
 * totals and the overall total — so the PDF, the spreadsheet and the preview agree.
 */
import type { ReportColumn, ReportLayout } from './declaration';

export type ReportRow = Record<string, unknown>;

export type ReportLine =
  | { kind: 'group'; label: string }
  | { kind: 'row'; values: unknown[] }
  | { kind: 'total'; overall: boolean; label: string; count: number; sums: (number | null)[] };

export interface LaidOutReport {
  columns: ReportColumn[];
  lines: ReportLine[];
  /** Rows the query answered. */
  rowCount: number;
}

export interface LayoutMode {
  resumido: boolean;
  /** Resumido prints only each group's totals. */
  groupsOnly?: boolean;
}

export const NO_GROUP_LABEL = 'Não informado';

class Tally {
  count = 0;
  readonly sums: (number | null)[];

  constructor(private readonly columns: ReportColumn[]) {
    this.sums = columns.map((c) => (c.sum ? 0 : null));
  }

  add(row: ReportRow): void {
    this.count += 1;
    this.columns.forEach((column, i) => {
      const value = Number(row[column.field]);
      if (column.sum && Number.isFinite(value)) this.sums[i] = (this.sums[i] ?? 0) + value;
    });
  }
}

export function layOut(layout: ReportLayout, rows: readonly ReportRow[], mode: LayoutMode): LaidOutReport {
  const columns = mode.resumido ? layout.columns.filter((c) => !c.detailOnly) : layout.columns;
  const hasTotals = Boolean(layout.totals) || columns.some((c) => c.sum);
  const countLabel = layout.totals?.countLabel ?? 'Total';
  const showRows = !(mode.resumido && mode.groupsOnly);
  const lines: ReportLine[] = [];
  const totalLine = (tally: Tally, overall: boolean, label: string): ReportLine => ({ kind: 'total', overall, label, count: tally.count, sums: [...tally.sums] });

  const overall = new Tally(columns);
  const grouping = layout.groupBy;
  let group: { key: string; tally: Tally } | undefined;
  const closeGroup = () => {
    // Resumido by groups: one line per group, named by it ("Técnico: 3").
    if (group && hasTotals) lines.push(totalLine(group.tally, false, showRows ? countLabel : group.key));
  };

  for (const row of rows) {
    if (grouping) {
      const raw = row[grouping.field];
      const key = raw === null || raw === undefined || raw === '' ? (grouping.emptyLabel ?? NO_GROUP_LABEL) : String(raw);
      if (key !== group?.key) {
        closeGroup();
        group = { key, tally: new Tally(columns) };
        if (showRows) lines.push({ kind: 'group', label: `${grouping.label}: ${key}` });
      }
      group.tally.add(row);
    }
    overall.add(row);
    if (showRows) lines.push({ kind: 'row', values: columns.map((c) => row[c.field]) });
  }
  closeGroup();
  if (hasTotals && rows.length) lines.push(totalLine(overall, true, `${countLabel} geral`));
  return { columns, lines, rowCount: rows.length };
}

/** The text of a total line's first cell: "Total de cargos: 3". */
export const totalCaption = (line: Extract<ReportLine, { kind: 'total' }>): string => `${line.label}: ${line.count.toLocaleString('pt-BR')}`;
