/**
 * The PDF of a report (pdfmake 0.3, fonts from the package): a header on every page with the
 * company, the title, when and by whom it was generated; "Página X de Y" at the foot; the
 * report's table drawn on those pages (table-pdf.ts). Text is placed as text, never
 * interpreted, so whatever a record holds is printed as written. Documents (`document-pdf.ts`)
 * and outlines (`tree-pdf.ts`) use the same page frame and writer.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { PageFacts, ReportRenderInput } from './render-input';
import { MARGIN, PAGE_MARGINS, PAGE_WIDTH } from './page';
import { drawTablePage, FONT_SIZE, layOutTable, type PdfCanvas } from './table-pdf';

const require = createRequire(import.meta.url);

/** The few pdfmake entry points used here (the package ships no types). */
interface PdfMake {
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  setProgressCallback(callback: ((fraction: number) => void) | undefined): void;
  createPdf(document: PdfDocument, options: { bufferPages: boolean }): { getStream(): Promise<unknown> };
}

export type PdfDocument = Record<string, unknown> & { content: unknown[] };

const pdfmake = require('pdfmake') as PdfMake;
const fontFile = require.resolve('pdfmake/fonts/Roboto.js');
const fontFolder = dirname(fontFile);
pdfmake.setFonts(require(fontFile));
// Nothing is fetched while printing: no URL at all, and no file but the package's fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => path.startsWith(`${fontFolder}/`));

export { MARGIN, PAGE_WIDTH } from './page';

/** Page size, margins, fonts, and the header and footer every page of every file carries. */
export function pageFrame(input: PageFacts): Omit<PdfDocument, 'content'> {
  return {
    pageSize: 'A4',
    pageOrientation: input.orientation,
    pageMargins: [...PAGE_MARGINS],
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

/**
 * A report: pdfmake frames as many pages as the table needs (header, footer, "Página X de Y"),
 * then the table is drawn on them (table-pdf.ts).
 */
export function renderPdf(input: ReportRenderInput, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  const table = layOutTable(input.report, input.orientation);
  const pages = table.pages.map((_, i) => (i === 0 ? { text: '' } : { text: '', pageBreak: 'before' }));
  return writePdf({ ...pageFrame(input), content: pages }, onProgress, { pages: table.pages.length, draw: (doc, page) => drawTablePage(doc, table, page) });
}

/** What is drawn with pdfkit on the pages pdfmake laid out, before the file is closed. */
export interface PageDrawing {
  pages: number;
  draw(doc: PdfCanvas, page: number): void;
}

/** The pdfkit document pdfmake hands back before closing it (a Node stream of the file). */
interface PdfStream extends PdfCanvas {
  switchToPage(page: number): void;
  on(event: 'data', listener: (chunk: Buffer) => void): void;
  on(event: 'end' | 'error', listener: (error?: Error) => void): void;
  end(): void;
}

/** pdfmake's share of the progress when a drawing follows (it only frames the pages then). */
const FRAME_SHARE = 0.2;
/** Laying out the pages comes first and reports nothing; drawing them reports each item. */
const LAYOUT_SHARE = 0.6;

/** Writes a PDF, reporting progress; the one pdfmake setup every file goes through. */
export async function writePdf(document: PdfDocument, onProgress: (fraction: number) => void, drawing?: PageDrawing): Promise<Uint8Array> {
  onProgress(0.05);
  let reported = 0;
  const report = (fraction: number) => {
    // Every hundredth is enough for a progress bar; a message per drawn item is not.
    if (fraction - reported < 0.01 && fraction < 1) return;
    reported = fraction;
    onProgress(fraction);
  };
  const [from, to] = drawing ? [0.05, FRAME_SHARE] : [LAYOUT_SHARE, 1];
  pdfmake.setProgressCallback((fraction) => report(from + (to - from) * fraction));
  let doc: PdfStream;
  try {
    // Pages stay in memory until closed when a drawing is to go on them.
    doc = (await pdfmake.createPdf(document, { bufferPages: Boolean(drawing) }).getStream()) as PdfStream;
  } finally {
    pdfmake.setProgressCallback(undefined);
  }
  if (drawing) {
    for (let page = 0; page < drawing.pages; page++) {
      doc.switchToPage(page);
      drawing.draw(doc, page);
      report(FRAME_SHARE + ((1 - FRAME_SHARE) * (page + 1)) / drawing.pages);
    }
  }
  const buffer = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
