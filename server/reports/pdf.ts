/**
 * The PDF of a report (pdfmake 0.3, fonts from the package): a header on every page with the
 * company, the title, when and by whom it was generated; one table whose header row repeats,
 * group headers and totals as full-width rows; "Página X de Y" at the foot. Text is placed as
 * text, never interpreted, so whatever a record holds is printed as written. Documents
 * (`document-pdf.ts`) use the same page frame and writer.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { alignsRight, formatCell, formatTotal } from '../../engine/report/format';
import { totalCaption, type ReportLine } from '../../engine/report/layout';
import type { ReportColumn } from '../../engine/report/declaration';
import type { PageFacts, ReportRenderInput } from './render-input';
import { fitsOnOneLine } from './text-fit';

const require = createRequire(import.meta.url);

/** The few pdfmake entry points used here (the package ships no types). */
interface PdfMake {
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  setProgressCallback(callback: ((fraction: number) => void) | undefined): void;
  createPdf(document: PdfDocument): { getBuffer(): Promise<Buffer> };
}

type Cell = string | Record<string, unknown>;
export type PdfDocument = Record<string, unknown> & { content: unknown[] };

const pdfmake = require('pdfmake') as PdfMake;
const fontFile = require.resolve('pdfmake/fonts/Roboto.js');
const fontFolder = dirname(fontFile);
pdfmake.setFonts(require(fontFile));
// Nothing is fetched while printing: no URL at all, and no file but the package's fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(`${fontFolder}/`));

export const MARGIN = 28;
export const PAGE_WIDTH = { portrait: 595.28, landscape: 841.89 };
/** Left plus right padding of a cell (layout below). */
const CELL_PADDING = 6;
const FONT_SIZE = 8;
const GROUP_FILL = '#e8edf2';
const TOTAL_FILL = '#f5f7f9';

function columnWidths(columns: ReportColumn[], orientation: PageFacts['orientation']): number[] {
  const available = PAGE_WIDTH[orientation] - 2 * MARGIN - columns.length * CELL_PADDING;
  const weights = columns.map((c) => c.width ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (available * w) / total);
}

/** A full-width row: the caption in the first cell, spanning all. */
function spanningRow(text: string | Cell[], style: Record<string, unknown>, width: number): Cell[] {
  return [{ text, colSpan: width, ...style }, ...Array.from({ length: width - 1 }, () => '')];
}

function lineCells(line: ReportLine, columns: ReportColumn[], widths: number[]): Cell[] {
  switch (line.kind) {
    case 'group':
      return spanningRow(line.label, { bold: true, fillColor: GROUP_FILL }, columns.length);
    case 'row':
      return columns.map((column, i) => {
        const text = formatCell(line.values[i], column.format);
        const cell: Record<string, unknown> = fitsOnOneLine(text, widths[i]!, FONT_SIZE) ? { text, noWrap: true } : { text };
        if (alignsRight(column.format)) cell.alignment = 'right';
        return cell;
      });
    case 'detail':
      return spanningRow([{ text: `${line.label}: `, bold: true }, line.text], { margin: [8, 0, 0, 2] }, columns.length);
    case 'total': {
      const style = { bold: true, fillColor: line.overall ? GROUP_FILL : TOTAL_FILL };
      if (line.sums.every((sum) => sum === null)) return spanningRow(totalCaption(line), style, columns.length);
      // The caption spans the columns before the first totalled one, so it never wraps in a narrow first column.
      const span = Math.max(1, columns.findIndex((c) => c.sum || c.average));
      return columns.map((column, i) => {
        if (i === 0) return { text: totalCaption(line), colSpan: span, ...style };
        const text = i < span ? '' : formatTotal(line.sums[i], column);
        return { text, ...style, ...(alignsRight(column.format) ? { alignment: 'right' } : {}) };
      });
    }
  }
}

/** Page size, margins, fonts, and the header and footer every page of every file carries. */
export function pageFrame(input: PageFacts): Omit<PdfDocument, 'content'> {
  return {
    pageSize: 'A4',
    pageOrientation: input.orientation,
    pageMargins: [MARGIN, 74, MARGIN, 40],
    info: { title: input.title, author: input.user, creator: input.company },
    defaultStyle: { font: 'Roboto', fontSize: FONT_SIZE },
    header: () => ({
      margin: [MARGIN, 22, MARGIN, 0],
      stack: [
        {
          columns: [
            { width: '*', stack: [{ text: input.company, bold: true, fontSize: 10 }, { text: input.title, bold: true, fontSize: 14, margin: [0, 2, 0, 0] }] },
            { width: 'auto', alignment: 'right', fontSize: 8, stack: [`Emitido em ${input.generatedAt}`, `por ${input.user}`] },
          ],
        },
        { canvas: [{ type: 'line', x1: 0, y1: 6, x2: PAGE_WIDTH[input.orientation] - 2 * MARGIN, y2: 6, lineWidth: 0.8 }] },
      ],
    }),
    footer: (current: number, count: number) => ({ text: `Página ${current} de ${count}`, alignment: 'right', fontSize: 8, margin: [MARGIN, 14, MARGIN, 0] }),
  };
}

export function pdfDocument(input: ReportRenderInput): PdfDocument {
  const { columns, lines } = input.report;
  const header: Cell[] = columns.map((c) => ({ text: c.label, bold: true, ...(alignsRight(c.format) ? { alignment: 'right' } : {}) }));
  const widths = columnWidths(columns, input.orientation);
  return {
    ...pageFrame(input),
    content: [
      {
        table: { headerRows: 1, widths, body: [header, ...lines.map((line) => lineCells(line, columns, widths))] },
        layout: {
          hLineWidth: (i: number) => (i === 1 ? 0.8 : 0),
          vLineWidth: () => 0,
          paddingLeft: () => CELL_PADDING / 2,
          paddingRight: () => CELL_PADDING / 2,
          paddingTop: () => 1.5,
          paddingBottom: () => 1.5,
        },
      },
    ],
  };
}

/** Laying out the pages comes first and reports nothing; drawing them reports each item. */
const LAYOUT_SHARE = 0.6;

export function renderPdf(input: ReportRenderInput, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  return writePdf(pdfDocument(input), onProgress);
}

/** Writes a PDF, reporting progress; the one pdfmake setup every file goes through. */
export async function writePdf(document: PdfDocument, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  onProgress(0.05);
  let reported = 0;
  pdfmake.setProgressCallback((fraction) => {
    // Every hundredth is enough for a progress bar; a message per drawn item is not.
    if (fraction - reported < 0.01 && fraction < 1) return;
    reported = fraction;
    onProgress(LAYOUT_SHARE + (1 - LAYOUT_SHARE) * fraction);
  });
  try {
    const buffer = await pdfmake.createPdf(document).getBuffer();
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } finally {
    pdfmake.setProgressCallback(undefined);
  }
}
