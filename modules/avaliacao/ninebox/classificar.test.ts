import { describe, expect, it } from 'vitest';
import { boxDe, boxesNaTela, nivel } from './classificar';

const limites = { percentualBaixoPotencial: 33, percentualAltoPotencial: 66, percentualBaixoDesempenho: 33, percentualAltoDesempenho: 66 };

describe('Nine Box', () => {
  it('low up to the low limit, high above the high one', () => {
    expect([0, 33, 33.01, 66, 66.5, 100].map((p) => nivel(p, 33, 66))).toEqual(['baixo', 'baixo', 'medio', 'medio', 'alto', 'alto']);
  });

  it('numbers the boxes as the spec: box1 high potencial/low desempenho … box9 low/high', () => {
    expect(boxDe(90, 10, limites)).toBe(1);
    expect(boxDe(90, 50, limites)).toBe(2);
    expect(boxDe(90, 90, limites)).toBe(3);
    expect(boxDe(50, 10, limites)).toBe(4);
    expect(boxDe(50, 50, limites)).toBe(5);
    expect(boxDe(50, 90, limites)).toBe(6);
    expect(boxDe(10, 10, limites)).toBe(7);
    expect(boxDe(10, 50, limites)).toBe(8);
    expect(boxDe(10, 90, limites)).toBe(9);
  });

  it('draws potencial vertical, or desempenho when the axes are inverted', () => {
    expect(boxesNaTela(false)).toEqual([[1, 2, 3], [4, 5, 6], [7, 8, 9]]);
    // Top row: high desempenho (3, 6, 9) from low potencial at the left; bottom: low desempenho.
    expect(boxesNaTela(true)).toEqual([[9, 6, 3], [8, 5, 2], [7, 4, 1]]);
  });
});
