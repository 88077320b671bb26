/**
 * Lays the query's rows out as the lines every output writes — group headers, rows, group
 * totals and the overall total — so the PDF, the spreadsheet and the preview agree.
 */
import type { ReportColumn, ReportLayout } from './declaration';

export type ReportRow = Record<string, unknown>;

export type ReportLine =
  | { kind: 'group'; label: string }
  | { kind: 'row'; values: unknown[] }
  /** A `block` column's text under its row, across the whole width. */
  | { kind: 'detail'; label: string; text: string }
  | { kind: 'total'; overall: boolean; label: string; count: number; sums: (number | null)[] };

export interface LaidOutReport {
  /** The table's columns (`block` columns print as detail lines instead). */
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

const totalled = (column: ReportColumn) => Boolean(column.sum || column.average);

class Tally {
  count = 0;
  private readonly sums: (number | null)[];
  /** Rows with a value, per column: what an average divides by. */
  private readonly counted: number[];

  constructor(private readonly columns: ReportColumn[]) {
    this.sums = columns.map((c) => (totalled(c) ? 0 : null));
    this.counted = columns.map(() => 0);
  }

  add(row: ReportRow): void {
    this.count += 1;
    this.columns.forEach((column, i) => {
      const raw = row[column.field];
      const value = Number(raw);
      if (!totalled(column) || raw === null || raw === undefined || raw === '' || !Number.isFinite(value)) return;
      this.sums[i] = (this.sums[i] ?? 0) + value;
      this.counted[i]! += 1;
    });
  }

  /** Each column's sum, or its average (null when no row had a value). */
  totals(): (number | null)[] {
    return this.columns.map((column, i) => {
      if (!column.average) return this.sums[i]!;
      return this.counted[i] ? this.sums[i]! / this.counted[i]! : null;
    });
  }
}

export function layOut(layout: ReportLayout, rows: readonly ReportRow[], mode: LayoutMode): LaidOutReport {
  const shown = mode.resumido ? layout.columns.filter((c) => !c.detailOnly) : layout.columns;
  const columns = shown.filter((c) => !c.block);
  const blocks = shown.filter((c) => c.block);
  const hasTotals = Boolean(layout.totals) || columns.some(totalled);
  const countLabel = layout.totals?.countLabel ?? 'Total';
  const showRows = !(mode.resumido && mode.groupsOnly);
  const lines: ReportLine[] = [];
  const totalLine = (tally: Tally, overall: boolean, label: string): ReportLine => ({ kind: 'total', overall, label, count: tally.count, sums: tally.totals() });

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
        if (showRows) lines.push({ kind: 'group', label: grouping.label ? `${grouping.label}: ${key}` : key });
      }
      group.tally.add(row);
    }
    overall.add(row);
    if (!showRows) continue;
    lines.push({ kind: 'row', values: columns.map((c) => row[c.field]) });
    for (const block of blocks) {
      const text = row[block.field];
      if (text !== null && text !== undefined && String(text).trim() !== '') lines.push({ kind: 'detail', label: block.label, text: String(text) });
    }
  }
  closeGroup();
  if (hasTotals && rows.length) lines.push(totalLine(overall, true, `${countLabel} geral`));
  return { columns, lines, rowCount: rows.length };
}

/** The text of a total line's first cell: "Total de cargos: 3". */
export const totalCaption = (line: Extract<ReportLine, { kind: 'total' }>): string => `${line.label}: ${line.count.toLocaleString('pt-BR')}`;
