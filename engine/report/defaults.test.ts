import { describe, expect, it } from 'vitest';
import { resolveRelative, shiftDate, withRelativeDefaults } from './defaults';

describe('períodos padrão relativos a hoje', () => {
  it('um mês atrás mantém o dia, ou cai no último dia do mês', () => {
    expect(shiftDate('2026-11-22', { months: -1 })).toBe('2026-10-22');
    expect(shiftDate('2024-03-31', { months: -1 })).toBe('2024-02-29');
    expect(shiftDate('2025-03-31', { months: -1 })).toBe('2025-02-28');
    expect(shiftDate('2026-01-15', { months: -1 })).toBe('2025-12-15');
  });

  it('seis meses atrás atravessa o ano; dias e anos também', () => {
    expect(shiftDate('2026-03-10', { months: -6 })).toBe('2025-09-10');
    expect(shiftDate('2026-03-01', { days: -1 })).toBe('2026-02-28');
    expect(shiftDate('2024-02-29', { years: -1 })).toBe('2023-02-28');
    expect(shiftDate('2026-11-22', {})).toBe('2026-11-22');
  });

  it('resolve como data, mês ou ano', () => {
    expect(resolveRelative({ months: -1 }, '2026-11-22')).toBe('2026-10-22');
    expect(resolveRelative({ as: 'month' }, '2026-11-22')).toBe('2026-11');
    expect(resolveRelative({ as: 'year', years: -1 }, '2026-11-22')).toBe(2025);
  });

  it('escreve o padrão resolvido no esquema, sem tocar o original', () => {
    const filter = { type: 'object', properties: { dataIni: { type: 'string', format: 'date' }, dataFim: { type: 'string', format: 'date' } } };
    const resolved = withRelativeDefaults(filter, { dataIni: { months: -6 }, dataFim: {} }, '2026-11-22');
    expect(resolved.properties).toEqual({
      dataIni: { type: 'string', format: 'date', default: '2026-05-22' },
      dataFim: { type: 'string', format: 'date', default: '2026-11-22' },
    });
    expect(filter.properties.dataIni).not.toHaveProperty('default');
  });
});
