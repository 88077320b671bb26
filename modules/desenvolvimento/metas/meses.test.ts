import { describe, expect, it } from 'vitest';
import { limitesDoMes, mesesDaMeta, metaNoMes, proximoMes } from './meses';

describe('meses da meta de horas de treinamento', () => {
  it('passa de dezembro para janeiro e acha o último dia do mês, fevereiro bissexto incluído', () => {
    expect(proximoMes('2026-12')).toBe('2027-01');
    expect(proximoMes('2026-09')).toBe('2026-10');
    expect(limitesDoMes('2028-02')).toEqual({ inicio: '2028-02-01', fim: '2028-02-29' });
    expect(limitesDoMes('2026-04').fim).toBe('2026-04-30');
  });

  it('vai da primeira meta a dezembro do ano mais adiante entre a última meta e o mês atual, no máximo 36 meses', () => {
    expect(mesesDaMeta('2026-03', '2026-07', '2026-11')).toEqual(['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12']);
    expect(mesesDaMeta('2026-01', '2027-02', '2026-11').at(-1)).toBe('2027-12');
    expect(mesesDaMeta('2020-01', '2020-01', '2026-11')).toHaveLength(36);
  });

  it('a meta de um mês é a mais recente até ele; antes da primeira, nenhuma', () => {
    const metas = [{ mesAno: '2026-01', metaHora: 60 }, { mesAno: '2026-07', metaHora: 120 }];
    expect(metaNoMes(metas, '2025-12')).toBeUndefined();
    expect(metaNoMes(metas, '2026-06')?.metaHora).toBe(60);
    expect(metaNoMes(metas, '2026-07')?.metaHora).toBe(120);
  });
});
