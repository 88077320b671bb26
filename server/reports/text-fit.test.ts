import { describe, expect, it } from 'vitest';
import { breakLines, fitsOnOneLine, lineHeight, textWidth } from './text-fit';

const texts = (lines: ReturnType<typeof breakLines>) => lines.map((line) => line.runs.map((run) => run.text).join('|'));

describe('text-fit', () => {
  it('measures with the font: W is wider than i, accents count as their letters, bold is wider', () => {
    expect(textWidth('WWWW', 8)).toBeGreaterThan(textWidth('iiii', 8) * 3);
    expect(textWidth('ção', 8)).toBeCloseTo(textWidth('cao', 8), 0);
    expect(textWidth('', 8)).toBe(0);
    expect(textWidth('Desempenho', 8, true)).toBeGreaterThan(textWidth('Desempenho', 8));
    expect(lineHeight(8)).toBeCloseTo(9.375, 3);
  });

  it('a text fits when its width is within the column, on one line only', () => {
    const width = textWidth('Ana Beatriz Souza', 8);
    expect(fitsOnOneLine('Ana Beatriz Souza', width, 8)).toBe(true);
    expect(fitsOnOneLine('Ana Beatriz Souza', width - 0.1, 8)).toBe(false);
    expect(fitsOnOneLine('Ana\nBeatriz', 500, 8)).toBe(false);
  });

  it('breaks at spaces, dropping them at the break, and keeps line breaks', () => {
    const width = textWidth('Analista de Recursos', 8);
    const lines = breakLines([{ text: 'Analista de Recursos Humanos Pleno', bold: false }], width, 8);
    expect(texts(lines)).toEqual(['Analista de Recursos', 'Humanos Pleno']);
    expect(lines[1]!.width).toBeCloseTo(textWidth('Humanos Pleno', 8), 6);
    expect(texts(breakLines([{ text: 'Primeira\nSegunda', bold: false }], 500, 8))).toEqual(['Primeira', 'Segunda']);
  });

  it('breaks a word wider than the line inside it, and never returns no line', () => {
    const width = textWidth('12345', 8);
    expect(texts(breakLines([{ text: '123456789012', bold: false }], width, 8))).toEqual(['12345', '67890', '12']);
    expect(texts(breakLines([{ text: '', bold: false }], width, 8))).toEqual(['']);
  });

  it('places runs of both faces on a line, the second after the first', () => {
    const [line, ...rest] = breakLines([{ text: 'Observação: ', bold: true }, { text: 'entregue no prazo', bold: false }], 500, 8);
    expect(rest).toEqual([]);
    expect(line!.runs.map((run) => [run.text, run.bold])).toEqual([['Observação:', true], ['entregue no prazo', false]]);
    expect(line!.runs[1]!.x).toBeCloseTo(textWidth('Observação: ', 8, true), 6);
  });
});
