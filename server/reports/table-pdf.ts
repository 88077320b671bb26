/**
 * A report's table, laid out into pages here and drawn with pdfkit on the pages pdfmake made
 * (pdf.ts draws their header and footer). pdfmake measured each cell's words through its style stack and drew them one call
 * at a time: 7,500 lines took it 4 s of CPU. Here the columns have the declaration's width
 * ratios, a cell is measured once (text-fit.ts), and a row that fits on one line — nearly all —
 * costs one run of glyphs per non-empty cell. It prints as pdfmake's table did: the header row
 * repeated on every page over a rule, group headers and totals as filled full-width rows,
 * detail lines under their row; a row never splits unless it is taller than a page, and a
 * group header never ends a page alone.
 */
import { alignsRight, formatCell, formatTotal } from '../../engine/report/format';
import { totalCaption, type LaidOutReport, type ReportLine } from '../../engine/report/layout';
import type { ReportColumn } from '../../engine/report/declaration';
import { MARGIN, PAGE_HEIGHT, PAGE_MARGINS, PAGE_WIDTH } from './page';
import { TEXT_COLOR, type PageText, type PdfCanvas } from './page-text';
import type { PageFacts } from './render-input';
import { breakLines, fitsOnOneLine, lineHeight, textWidth, type TextLine, type TextRun } from './text-fit';

const [, CONTENT_TOP, , CONTENT_BOTTOM_MARGIN] = PAGE_MARGINS;
export const FONT_SIZE = 8;
/** One line of a cell, as pdfmake spaced them. */
const LINE_HEIGHT = lineHeight(FONT_SIZE);
/** Left plus right padding of a cell. */
const CELL_PADDING = 6;
const PADDING_TOP = 1.5;
const PADDING_BOTTOM = 1.5;
const HEADER_RULE = 0.8;
/** A detail line sits indented under its row, with a little room below. */
const DETAIL_INDENT = 8;
const DETAIL_BOTTOM = 2;
const GROUP_FILL = '#e8edf2';
const TOTAL_FILL = '#f5f7f9';

/** A cell's text, broken into lines, at its place across the page. */
interface PrintedCell {
  x: number;
  width: number;
  right: boolean;
  lines: TextLine[];
}

/** A row of the table as it prints. */
interface PrintedRow {
  cells: PrintedCell[];
  fill?: string;
  /** Room below the text (a detail line's). */
  bottom: number;
  /** A group header: kept on the page of the row that follows it. */
  keepWithNext?: boolean;
}

/** A row's lines `[from, to)` printed at `y` (only a row taller than a page is split). */
interface Placement {
  row: PrintedRow;
  y: number;
  from: number;
  to: number;
}

export interface TablePages {
  orientation: PageFacts['orientation'];
  header: PrintedRow;
  pages: Placement[][];
}

const lineCount = (row: PrintedRow) => Math.max(1, ...row.cells.map((cell) => cell.lines.length));
const rowHeight = (row: PrintedRow, lines = lineCount(row)) => PADDING_TOP + lines * LINE_HEIGHT + PADDING_BOTTOM + row.bottom;

/** The columns' widths from the declaration's ratios, and where each column starts. */
function columnGrid(columns: ReportColumn[], orientation: PageFacts['orientation']) {
  const available = PAGE_WIDTH[orientation] - 2 * MARGIN - columns.length * CELL_PADDING;
  const weights = columns.map((c) => c.width ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (available * w) / total);
  const lefts: number[] = [];
  widths.reduce((left, width) => (lefts.push(left), left + width + CELL_PADDING), MARGIN);
  return { widths, lefts };
}

export function layOutTable(report: LaidOutReport, orientation: PageFacts['orientation']): TablePages {
  const { columns, lines } = report;
  const { widths, lefts } = columnGrid(columns, orientation);
  /** A cell spanning `span` columns from `first`, its text placed from `indent` points in. */
  const cell = (first: number, span: number, runs: TextRun[], right = false, indent = 0): PrintedCell => {
    const width = widths.slice(first, first + span).reduce((a, b) => a + b, 0) + (span - 1) * CELL_PADDING - indent;
    const only = runs.length === 1 ? runs[0]! : undefined;
    // Nearly every cell is one run that fits: measured once, never broken.
    const broken =
      only && only.text === ''
        ? []
        : only && fitsOnOneLine(only.text, width, FONT_SIZE, only.bold)
          ? [{ runs: [{ ...only, x: 0 }], width: textWidth(only.text, FONT_SIZE, only.bold) }]
          : breakLines(runs, width, FONT_SIZE);
    return { x: lefts[first]! + CELL_PADDING / 2 + indent, width, right, lines: broken };
  };
  const plain = (text: string, bold = false): TextRun[] => [{ text, bold }];

  const printed = (line: ReportLine): PrintedRow => {
    switch (line.kind) {
      case 'group':
        return { cells: [cell(0, columns.length, plain(line.label, true))], fill: GROUP_FILL, bottom: 0, keepWithNext: true };
      case 'row':
        return { cells: columns.map((column, i) => cell(i, 1, plain(formatCell(line.values[i], column.format)), alignsRight(column.format))), bottom: 0 };
      case 'detail':
        return { cells: [cell(0, columns.length, [{ text: `${line.label}: `, bold: true }, { text: line.text, bold: false }], false, DETAIL_INDENT)], bottom: DETAIL_BOTTOM };
      case 'total': {
        const fill = line.overall ? GROUP_FILL : TOTAL_FILL;
        if (line.sums.every((sum) => sum === null)) return { cells: [cell(0, columns.length, plain(totalCaption(line), true))], fill, bottom: 0 };
        // The caption spans the columns before the first totalled one, so it never wraps in a narrow first column.
        const span = Math.max(1, columns.findIndex((c) => c.sum || c.average));
        const sums = columns.slice(span).map((column, i) => cell(span + i, 1, plain(formatTotal(line.sums[span + i], column), true), alignsRight(column.format)));
        return { cells: [cell(0, span, plain(totalCaption(line), true)), ...sums], fill, bottom: 0 };
      }
    }
  };

  const header: PrintedRow = { cells: columns.map((c, i) => cell(i, 1, plain(c.label, true), alignsRight(c.format))), bottom: 0 };
  const top = CONTENT_TOP + rowHeight(header) + HEADER_RULE;
  const bottom = PAGE_HEIGHT[orientation] - CONTENT_BOTTOM_MARGIN;
  const pages: Placement[][] = [[]];
  let y = top;
  const rows = lines.map(printed);
  rows.forEach((row, index) => {
    const next = rows[index + 1];
    const needed = rowHeight(row) + (row.keepWithNext && next ? rowHeight(next) : 0);
    if (y + needed > bottom && y > top) {
      pages.push([]);
      y = top;
    }
    // A row taller than a whole page goes on in the pages that follow, a few lines on each.
    const total = lineCount(row);
    let from = 0;
    while (from < total) {
      const fit = Math.max(1, Math.floor((bottom - y - PADDING_TOP - PADDING_BOTTOM - row.bottom) / LINE_HEIGHT));
      const to = Math.min(total, from + fit);
      pages.at(-1)!.push({ row, y, from, to });
      y += rowHeight(row, to - from);
      from = to;
      if (from < total) {
        pages.push([]);
        y = top;
      }
    }
  });
  return { orientation, header, pages };
}

function drawRow(doc: PdfCanvas, text: PageText, { row, y, from, to }: Placement, width: number): void {
  if (row.fill) doc.rect(MARGIN, y, width, rowHeight(row, to - from)).fill(row.fill);
  for (const cell of row.cells) {
    for (let i = from; i < Math.min(to, cell.lines.length); i++) {
      const top = y + PADDING_TOP + (i - from) * LINE_HEIGHT;
      // A right-aligned cell is one value: one run per line.
      if (cell.right) for (const run of cell.lines[i]!.runs) text.add(run.text, cell.x + cell.width, top, { bold: run.bold, size: FONT_SIZE, right: true });
      else for (const run of cell.lines[i]!.runs) text.add(run.text, cell.x + run.x, top, { bold: run.bold, size: FONT_SIZE });
    }
  }
}

/** Draws page `index` of the table: the header row and its rule, then the page's rows (their text into `text`). */
export function drawTablePage(doc: PdfCanvas, text: PageText, table: TablePages, index: number): void {
  const width = PAGE_WIDTH[table.orientation] - 2 * MARGIN;
  drawRow(doc, text, { row: table.header, y: CONTENT_TOP, from: 0, to: lineCount(table.header) }, width);
  const rule = CONTENT_TOP + rowHeight(table.header) + HEADER_RULE / 2;
  doc.moveTo(MARGIN, rule).lineTo(MARGIN + width, rule).lineWidth(HEADER_RULE).stroke(TEXT_COLOR);
  for (const placement of table.pages[index]!) drawRow(doc, text, placement, width);
}
