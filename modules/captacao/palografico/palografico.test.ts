import { describe, expect, it } from 'vitest';
import { classificar, nor, produtividade, somaDiferencas } from './palografico';

describe('teste palográfico', () => {
  it('produtividade é o total de palos dos cinco tempos', () => {
    expect(produtividade([120, 130, 125, 133, 142])).toBe(650);
  });

  it('NOR: soma das diferenças sem sinal × 100 / total, só a primeira casa decimal (exemplo do manual: 4,9)', () => {
    expect(somaDiferencas([120, 130, 125, 133, 142])).toBe(32);
    expect(nor([120, 130, 125, 133, 142])).toBe(4.9);
    // 20 × 100 / 260 = 7,69…: truncated, not rounded.
    expect(nor([50, 60, 50, 50, 50])).toBe(7.6);
    expect(nor([100, 100, 100, 100, 100])).toBe(0);
    expect(nor([0, 0, 0, 0, 0])).toBe(0);
  });

  it('classifica pelos quatro limites "até" da tabela, o último aberto', () => {
    const limites = [399, 529, 729, 899] as const;
    expect(classificar(0, limites)).toBe('MB');
    expect(classificar(399, limites)).toBe('MB');
    expect(classificar(400, limites)).toBe('B');
    expect(classificar(650, limites)).toBe('M');
    expect(classificar(899, limites)).toBe('A');
    expect(classificar(900, limites)).toBe('MA');
    expect(classificar(4.9, [3, 5.9, 8.9, 12.9])).toBe('B');
  });
});
