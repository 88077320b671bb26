import { describe, expect, it } from 'vitest';
import { mesesDoPeriodo } from './meses';

describe('mesesDoPeriodo', () => {
  it('corta o primeiro e o último mês ao período', () => {
    expect(mesesDoPeriodo({ inicio: '2026-01-15', fim: '2026-03-10' })).toEqual([
      { mes: '2026-01', inicio: '2026-01-15', fim: '2026-01-31' },
      { mes: '2026-02', inicio: '2026-02-01', fim: '2026-02-28' },
      { mes: '2026-03', inicio: '2026-03-01', fim: '2026-03-10' },
    ]);
  });

  it('passa de dezembro para janeiro e conhece o fevereiro bissexto', () => {
    expect(mesesDoPeriodo({ inicio: '2027-12-01', fim: '2028-02-29' }).map((m) => [m.mes, m.fim])).toEqual([
      ['2027-12', '2027-12-31'],
      ['2028-01', '2028-01-31'],
      ['2028-02', '2028-02-29'],
    ]);
  });

  it('um período dentro de um só mês é um mês', () => {
    expect(mesesDoPeriodo({ inicio: '2026-05-10', fim: '2026-05-12' })).toEqual([{ mes: '2026-05', inicio: '2026-05-10', fim: '2026-05-12' }]);
  });
});
