import { describe, expect, it } from 'vitest';
import { grupoNps, nps, npsPorMes } from './nps';

describe('NPS', () => {
  it('9 e 10 promovem, 7 e 8 são neutros, 0 a 6 detratam', () => {
    expect([0, 6, 7, 8, 9, 10].map(grupoNps)).toEqual(['detratores', 'detratores', 'neutros', 'neutros', 'promotores', 'promotores']);
  });

  it('score = % promotores − % detratores', () => {
    // 5 promotores, 3 neutros, 2 detratores em 10: 50% − 20% = 30.
    expect(nps([10, 9, 9, 10, 9, 8, 7, 7, 3, 0])).toEqual({
      total: 10,
      promotores: 5,
      neutros: 3,
      detratores: 2,
      percentualPromotores: 50,
      percentualNeutros: 30,
      percentualDetratores: 20,
      score: 30,
    });
  });

  it('vai de −100 (só detratores) a 100 (só promotores), com uma casa calculada das contagens', () => {
    expect(nps([0, 6, 5]).score).toBe(-100);
    expect(nps([9, 10]).score).toBe(100);
    expect(nps([9, 7, 8]).score).toBe(33.3);
    expect(nps([9, 9, 0, 8, 8, 8]).score).toBe(16.7);
  });

  it('sem respostas não há score', () => {
    expect(nps([])).toMatchObject({ total: 0, score: null, percentualPromotores: 0 });
  });

  it('por mês, do mais antigo ao mais recente', () => {
    const meses = npsPorMes([
      { data: '2026-11-03', nota: 10 },
      { data: '2026-09-20', nota: 2 },
      { data: '2026-11-28', nota: 9 },
      { data: '2026-09-01', nota: 9 },
    ]);
    expect(meses.map(({ mes, total, score }) => ({ mes, total, score }))).toEqual([
      { mes: '2026-09', total: 2, score: 0 },
      { mes: '2026-11', total: 2, score: 100 },
    ]);
  });
});
