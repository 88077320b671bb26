import { describe, expect, it } from 'vitest';
import { variacao } from './variacao';

describe('variacao', () => {
  it('answers the difference and the percentage, rounded to the cent', () => {
    expect(variacao(1518, 1620)).toEqual({ diferenca: 102, percentual: 6.72 });
    expect(variacao(3000, 2850.5)).toEqual({ diferenca: -149.5, percentual: -4.98 });
  });
  it('has no percentage over a zero', () => {
    expect(variacao(0, 100)).toEqual({ diferenca: 100, percentual: null });
  });
});
