import { describe, expect, it } from 'vitest';
import { fitsOnOneLine, textWidth } from './text-fit';

describe('text-fit', () => {
  it('measures with the font: W is wider than i, accents count as their letters', () => {
    expect(textWidth('WWWW', 8)).toBeGreaterThan(textWidth('iiii', 8) * 3);
    expect(textWidth('ção', 8)).toBeCloseTo(textWidth('cao', 8), 0);
    expect(textWidth('', 8)).toBe(0);
  });

  it('a text fits when its width is within the column, on one line only', () => {
    const width = textWidth('Ana Beatriz Souza', 8);
    expect(fitsOnOneLine('Ana Beatriz Souza', width, 8)).toBe(true);
    expect(fitsOnOneLine('Ana Beatriz Souza', width - 1, 8)).toBe(false);
    expect(fitsOnOneLine('Ana\nBeatriz', 500, 8)).toBe(false);
  });
});
