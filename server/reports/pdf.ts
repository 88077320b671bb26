/**
 * The PDF files (pdfmake 0.3, fonts from the package): a report's table, a document or an
 * outline, each page with a header — the company, the title, when and by whom it was generated —
 * and "Página X de Y" at the foot. pdfmake lays out a document's content; the header and footer,
 * and a report's table (table-pdf.ts), are drawn on the laid-out pages, one text object per page
 * (page-text.ts): pdfmake measured and laid out the same header again on every page. Text is
 * placed as text, never interpreted, so whatever a record holds is printed as written.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { MARGIN, PAGE_MARGINS, PAGE_WIDTH } from './page';
import { PageText, TEXT_COLOR, type PdfCanvas } from './page-text';
import type { PageFacts, ReportRenderInput } from './render-input';
import { drawTablePage, FONT_SIZE, layOutTable } from './table-pdf';
import { breakLines, lineHeight, textWidth } from './text-fit';

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

/** The header: where it starts, its sizes, and the rule under it. */
const HEADER_TOP = 22;
const COMPANY_SIZE = 10;
const TITLE_SIZE = 14;
const TITLE_GAP = 2;
const RULE_GAP = 6;
const RULE_WIDTH = 0.8;
/** The page number sits this far below the bottom margin. */
const FOOTER_GAP = 14;

/** The header and footer of a file's pages: laid out once, drawn on page `page` (from 0) of `count` (their text into `text`). */
function pageFrame(facts: PageFacts): (doc: PdfCanvas, text: PageText, page: number, count: number) => void {
  const right = PAGE_WIDTH[facts.orientation] - MARGIN;
  const issued = [`Emitido em ${facts.generatedAt}`, `por ${facts.user}`];
  // The company and the title take the width the issue lines leave, wrapping if they must.
  const width = right - MARGIN - Math.max(...issued.map((line) => textWidth(line, FONT_SIZE)));
  const captions: { text: string; x: number; y: number; size: number }[] = [];
  let y = HEADER_TOP;
  for (const [caption, size, gap] of [[facts.company, COMPANY_SIZE, 0], [facts.title, TITLE_SIZE, TITLE_GAP]] as const) {
    y += gap;
    for (const line of breakLines([{ text: caption, bold: true }], width, size)) {
      for (const run of line.runs) captions.push({ text: run.text, x: MARGIN + run.x, y, size });
      y += lineHeight(size);
    }
  }
  const rule = Math.max(y, HEADER_TOP + issued.length * lineHeight(FONT_SIZE)) + RULE_GAP;
  return (doc, text, page, count) => {
    issued.forEach((line, i) => text.add(line, right, HEADER_TOP + i * lineHeight(FONT_SIZE), { bold: false, size: FONT_SIZE, right: true }));
    for (const caption of captions) text.add(caption.text, caption.x, caption.y, { bold: true, size: caption.size });
    doc.moveTo(MARGIN, rule).lineTo(right, rule).lineWidth(RULE_WIDTH).stroke(TEXT_COLOR);
    const footer = doc.page.height - PAGE_MARGINS[3] + FOOTER_GAP;
    text.add(`Página ${page + 1} de ${count}`, right, footer, { bold: false, size: FONT_SIZE, right: true });
  };
}

/** Page size, margins, fonts and metadata of every framed file; pdfmake leaves the header's and footer's room free. */
function pageSettings(facts: PageFacts): Omit<PdfDocument, 'content'> {
  return {
    pageSize: 'A4',
    pageOrientation: facts.orientation,
    pageMargins: [...PAGE_MARGINS],
    info: { title: facts.title, author: facts.user, creator: facts.company },
    defaultStyle: { font: 'Roboto', fontSize: FONT_SIZE },
  };
}

/**
 * Writes a file in the page frame of `facts`: pdfmake lays out `document` (its content and any
 * setting of its own), then every page gets its header and footer, and `drawPage`'s drawing.
 */
export function writeFramedPdf(
  facts: PageFacts,
  document: PdfDocument,
  onProgress: (fraction: number) => void,
  drawPage?: (doc: PdfCanvas, text: PageText, page: number) => void,
): Promise<Uint8Array> {
  const drawFrame = pageFrame(facts);
  return writePdf({ ...pageSettings(facts), ...document }, onProgress, (doc, page, count) => {
    const text = new PageText(doc);
    drawFrame(doc, text, page, count);
    drawPage?.(doc, text, page);
    // Fills and rules go down as they come; the page's text over them all.
    text.write();
  });
}

/** A report: pdfmake frames as many pages as the table needs, and the table is drawn on them. */
export function renderPdf(input: ReportRenderInput, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  const table = layOutTable(input.report, input.orientation);
  const pages = table.pages.map((_, i) => (i === 0 ? { text: '' } : { text: '', pageBreak: 'before' }));
  return writeFramedPdf(input, { content: pages }, onProgress, (doc, text, page) => drawTablePage(doc, text, table, page));
}

/** The pdfkit document pdfmake hands back before closing it (a Node stream of the file). */
interface PdfStream extends PdfCanvas {
  bufferedPageRange(): { start: number; count: number };
  switchToPage(page: number): void;
  on(event: 'data', listener: (chunk: Buffer) => void): void;
  on(event: 'end' | 'error', listener: (error?: Error) => void): void;
  end(): void;
}

/** pdfmake's share of the progress when pages are drawn after it (for a report it only frames them). */
const LAYOUT_SHARE = 0.2;

/**
 * Writes a PDF, reporting progress; the one pdfmake setup every file goes through. `drawPage`
 * draws on each laid-out page, knowing how many there are, before the file is closed.
 */
export async function writePdf(document: PdfDocument, onProgress: (fraction: number) => void, drawPage?: (doc: PdfCanvas, page: number, count: number) => void): Promise<Uint8Array> {
  onProgress(0.05);
  let reported = 0;
  const report = (fraction: number) => {
    // Every hundredth is enough for a progress bar; a message per drawn item is not.
    if (fraction - reported < 0.01 && fraction < 1) return;
    reported = fraction;
    onProgress(fraction);
  };
  const end = drawPage ? LAYOUT_SHARE : 1;
  pdfmake.setProgressCallback((fraction) => report(0.05 + (end - 0.05) * fraction));
  let doc: PdfStream;
  try {
    // Pages stay in memory until the file is closed when they are to be drawn on.
    doc = (await pdfmake.createPdf(document, { bufferPages: drawPage !== undefined }).getStream()) as PdfStream;
  } finally {
    pdfmake.setProgressCallback(undefined);
  }
  if (drawPage) {
    const { count } = doc.bufferedPageRange();
    for (let page = 0; page < count; page++) {
      doc.switchToPage(page);
      drawPage(doc, page, count);
      report(LAYOUT_SHARE + ((1 - LAYOUT_SHARE) * (page + 1)) / count);
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
