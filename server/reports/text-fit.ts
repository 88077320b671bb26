/**
 * Whether a cell's text fits its column on one line, from the font's own advance widths.
 * pdfmake breaks every wrapping text into words and lays each out on its own — most of the
 * time of a long report; a text known to fit is given as one piece (`noWrap`), which is
 * printed the same and costs a fraction. Kerning only narrows Roboto's pairs; a small margin
 * covers rounding, and a text that may not fit keeps pdfmake's wrapping.
 */
import { createRequire } from 'node:module';

/** The part of fontkit (pdfkit's font engine; it ships no types) measured with. */
interface FontMetrics {
  unitsPerEm: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
}

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as { openSync(path: string): FontMetrics };
const font = fontkit.openSync(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
const widths = new Map<number, number>();
const SAFETY = 1.03;

function advance(codePoint: number): number {
  let width = widths.get(codePoint);
  if (width === undefined) widths.set(codePoint, (width = font.glyphForCodePoint(codePoint).advanceWidth / font.unitsPerEm));
  return width;
}

/** Width of `text` in the regular face at `size` points, in points. */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const char of text) em += advance(char.codePointAt(0)!);
  return em * size * SAFETY;
}

/** One line of regular text that fits `width` points at `size` (line breaks never do). */
export function fitsOnOneLine(text: string, width: number, size: number): boolean {
  return !/[\n\r]/.test(text) && textWidth(text, size) <= width;
}
