/**
 * Fitting text into a report's columns, from the fonts' own advance widths: whether a cell fits
 * on one line, and where a longer one breaks. The report's table is laid out here once, not by
 * pdfmake (which measured every word of every cell through its style stack: most of the time of
 * a long report). Kerning only narrows Roboto's pairs, so a width summed from the advances is
 * never short of the printed one: a text measured to fit never runs into the next column.
 */
import { createRequire } from 'node:module';

/** The part of fontkit (pdfkit's font engine; it ships no types) measured with. */
interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
}

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as { openSync(path: string): FontMetrics };

/** The regular and bold faces pdfmake's Roboto prints with (pdfmake/fonts/Roboto.js). */
export const FONT_FILES = {
  regular: require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  bold: require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
};

/** Advance widths per code point, in ems, measured once per face. */
class Face {
  private readonly font: FontMetrics;
  private readonly widths = new Map<number, number>();

  constructor(file: string) {
    this.font = fontkit.openSync(file);
  }

  /** From the top of the tallest letter to the bottom of the deepest, in ems (pdfmake's line height). */
  get height(): number {
    return (this.font.ascent - this.font.descent) / this.font.unitsPerEm;
  }

  advance(codePoint: number): number {
    let width = this.widths.get(codePoint);
    if (width === undefined) this.widths.set(codePoint, (width = this.font.glyphForCodePoint(codePoint).advanceWidth / this.font.unitsPerEm));
    return width;
  }
}

const faces = { regular: new Face(FONT_FILES.regular), bold: new Face(FONT_FILES.bold) };

/** Width of `text` at `size` points, in points. */
export function textWidth(text: string, size: number, bold = false): number {
  const face = bold ? faces.bold : faces.regular;
  let em = 0;
  for (const char of text) em += face.advance(char.codePointAt(0)!);
  return em * size;
}

/** The height of a line at `size` points (both faces have Roboto's). */
export const lineHeight = (size: number): number => faces.regular.height * size;

/** One line of text that fits `width` points at `size` (line breaks never do). */
export function fitsOnOneLine(text: string, width: number, size: number, bold = false): boolean {
  return !/[\n\r]/.test(text) && textWidth(text, size, bold) <= width;
}

/** A stretch of text in one face. */
export interface TextRun {
  text: string;
  bold: boolean;
}

/** A piece of a broken line, `x` points from the line's start. */
export interface PlacedRun extends TextRun {
  x: number;
}

/** One printed line: its pieces and its width (what right alignment needs). */
export interface TextLine {
  runs: PlacedRun[];
  width: number;
}

/**
 * Breaks runs of text into lines of at most `width` points: at spaces, at line breaks, and
 * inside a word only when the word alone is wider than the line. Spaces around a break are
 * dropped, as pdfmake did.
 */
export function breakLines(runs: TextRun[], width: number, size: number): TextLine[] {
  const lines: TextLine[] = [];
  let line: TextLine = { runs: [], width: 0 };
  /** Spaces after the line's last word, printed only if another word follows on the line. */
  let spaces = { text: '', width: 0 };
  const newLine = () => {
    lines.push(line);
    line = { runs: [], width: 0 };
    spaces = { text: '', width: 0 };
  };
  const place = (text: string, bold: boolean, wide: number) => {
    const last = line.runs.at(-1);
    if (last?.bold === bold) last.text += spaces.text + text;
    else line.runs.push({ text, bold, x: line.width + spaces.width });
    line.width += spaces.width + wide;
    spaces = { text: '', width: 0 };
  };
  for (const { text, bold } of runs) {
    text.split(/\r\n|[\n\r]/).forEach((paragraph, p) => {
      if (p > 0) newLine();
      // Each piece is a word with the spaces that follow it.
      for (const [, word, after] of paragraph.matchAll(/(\S*)(\s*)/g)) {
        if (!word && !after) continue;
        const wide = textWidth(word!, size, bold);
        if (word && line.runs.length && line.width + spaces.width + wide > width) newLine();
        if (word && wide > width) {
          // A word longer than the line: as many characters as fit, then the next line.
          let part = '';
          for (const char of word) {
            if (part && line.width + spaces.width + textWidth(part + char, size, bold) > width) {
              place(part, bold, textWidth(part, size, bold));
              newLine();
              part = '';
            }
            part += char;
          }
          if (part) place(part, bold, textWidth(part, size, bold));
        } else if (word) place(word, bold, wide);
        if (after && line.runs.length) spaces = { text: spaces.text + after, width: spaces.width + textWidth(after, size, bold) };
      }
    });
  }
  if (line.runs.length || !lines.length) lines.push(line);
  return lines;
}
