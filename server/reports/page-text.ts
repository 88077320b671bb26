/**
 * Text written straight into a page's content with pdfkit's faces: one text object per page.
 * pdfkit's own text() wraps every piece in a saved state, a transformation and a text object of
 * its own, each operator a buffer: for a report's 60,000 cells, most of the drawing time and of
 * the file's size. The glyphs and their kerning are pdfkit's (the face's encode), placed where
 * its text() — and pdfmake through it — would place them.
 */

/** Where a glyph goes: its advance (kerning included), its own width, and any offset (marks), in thousandths of the size. */
interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/** A face as pdfkit embeds it: its glyphs, placed with the font's kerning, and its resource name. */
export interface PdfFont {
  id: string;
  ascender: number;
  ref(): unknown;
  encode(text: string): [string[], GlyphPosition[]];
}

/**
 * The pdfkit calls pages are drawn with after pdfmake laid them out (pdfmake's document is a
 * pdfkit one and hands out its faces; neither ships types).
 */
export interface PdfCanvas {
  page: { width: number; height: number; fonts: Record<string, unknown> };
  provideFont(family: 'Roboto', bold: boolean, italics: false): PdfFont;
  addContent(content: string): PdfCanvas;
  fillColor(color: string): PdfCanvas;
  rect(x: number, y: number, width: number, height: number): PdfCanvas;
  fill(color: string): PdfCanvas;
  moveTo(x: number, y: number): PdfCanvas;
  lineTo(x: number, y: number): PdfCanvas;
  lineWidth(width: number): PdfCanvas;
  stroke(color: string): PdfCanvas;
}

export const TEXT_COLOR = 'black';

/** pdfkit's precision for numbers in content, a thousandth of a point. */
const number = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * Figures and the signs written with them, none of whose pairs Roboto kerns or joins but "//"
 * (page-text.test.ts checks it against the fonts). pdfkit shapes text a word at a time and
 * keeps each word's shape, but every amount, date and code is a word of its own: shaping them
 * whole was most of the drawing time of a long report. A word of these is put together from its
 * characters' shapes, which pdfkit keeps, and comes out the same.
 */
const FIGURES = /^(?!.*\/\/)[0-9.,:;%+\-/()$R]+[ \t]?$/;

/** `text` encoded in `font` as pdfkit's encode would: word by word (each with the space after it), figures a character at a time. */
export function encode(font: PdfFont, text: string): [string[], GlyphPosition[]] {
  const glyphs: string[] = [];
  const positions: GlyphPosition[] = [];
  for (const [word] of text.matchAll(/[^ \t]*[ \t]?/g)) {
    if (!word) continue;
    for (const piece of FIGURES.test(word) ? word : [word]) {
      const [pieceGlyphs, piecePositions] = font.encode(piece);
      glyphs.push(...pieceGlyphs);
      positions.push(...piecePositions);
    }
  }
  return [glyphs, positions];
}

export interface TextStyle {
  bold: boolean;
  size: number;
  /** Placed by its right edge, at its kerned width (as pdfmake aligned right). */
  right?: boolean;
}

/** A text's glyphs in one face: as TJ operators when no mark needs its own place, and its advance in thousandths of the size. */
interface Shaped {
  glyphs: string[];
  positions: GlyphPosition[];
  operators: string | undefined;
  advance: number;
}

/**
 * Shapes already written, per face, for the document being drawn: a report repeats most of its
 * texts (a cargo, a "Média 65", the header row on every page), written once.
 */
const shapes = new WeakMap<PdfFont, Map<string, Shaped>>();

function shape(font: PdfFont, text: string): Shaped {
  let known = shapes.get(font);
  if (!known) shapes.set(font, (known = new Map()));
  let shaped = known.get(text);
  if (shaped) return shaped;
  const [glyphs, positions] = encode(font, text);
  let advance = 0;
  let marks = false;
  let segment = '';
  let operators = '';
  for (let i = 0; i < positions.length; i++) {
    const position = positions[i]!;
    advance += position.xAdvance;
    marks ||= Boolean(position.xOffset || position.yOffset);
    segment += glyphs[i];
    // A kerned pair: the glyphs so far, then the adjustment (pdfkit's TJ).
    const kerning = position.xAdvance - position.advanceWidth;
    if (kerning !== 0) {
      operators += `<${segment}> ${number(-kerning)} `;
      segment = '';
    }
  }
  if (segment) operators += `<${segment}>`;
  shaped = { glyphs, positions, operators: marks ? undefined : `[${operators.trimEnd()}] TJ`, advance };
  known.set(text, shaped);
  return shaped;
}

export class PageText {
  private readonly content: string[] = [];
  private face: { font: PdfFont; size: number } | undefined;

  constructor(private readonly doc: PdfCanvas) {}

  /** `text` with its top-left (or, `right`, top-right) corner at (x, y), in pdfkit's top-down page coordinates. */
  add(text: string, x: number, y: number, { bold, size, right = false }: TextStyle): void {
    const font = this.doc.provideFont('Roboto', bold, false);
    if (font !== this.face?.font || size !== this.face.size) {
      this.face = { font, size };
      this.doc.page.fonts[font.id] ??= font.ref();
      this.content.push(`/${font.id} ${number(size)} Tf`);
    }
    const scale = size / 1000;
    const shaped = shape(font, text);
    const left = right ? x - shaped.advance * scale : x;
    // The page's coordinates are flipped back in write(): y grows upwards, to the baseline.
    const baseline = this.doc.page.height - y - font.ascender * scale;
    this.content.push(`1 0 0 1 ${number(left)} ${number(baseline)} Tm`);
    if (shaped.operators) this.content.push(shaped.operators);
    else this.placeGlyphs(shaped, left, baseline, scale);
  }

  /** Glyph by glyph, for a text with marks placed on their letters (pdfkit's placing). */
  private placeGlyphs({ glyphs, positions }: Shaped, x: number, baseline: number, scale: number): void {
    for (let i = 0; i < positions.length; i++) {
      const { xOffset, yOffset, xAdvance } = positions[i]!;
      this.content.push(`1 0 0 1 ${number(x + xOffset * scale)} ${number(baseline + yOffset * scale)} Tm`, `<${glyphs[i]}> Tj`);
      x += xAdvance * scale;
    }
  }

  /** Writes the page's text, in the PDF's own upward coordinates, in the text colour. */
  write(): void {
    if (!this.content.length) return;
    this.doc.fillColor(TEXT_COLOR).addContent(`q\n1 0 0 -1 0 ${number(this.doc.page.height)} cm\nBT\n${this.content.join('\n')}\nET\nQ`);
  }
}
