import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayBounds, inDayRange, relativeDay } from './day-range';

describe('dias contados de hoje', () => {
  afterEach(() => vi.useRealTimers());

  it('$hoje, $hoje+N e $hoje-N são datas de São Paulo', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T02:30:00Z') }); // ainda 28/02 em São Paulo
    expect(relativeDay('$hoje')).toBe('2026-02-28');
    expect(relativeDay('$hoje+1')).toBe('2026-03-01');
    expect(relativeDay('$hoje-28')).toBe('2026-01-31');
    expect(() => relativeDay('hoje+1')).toThrow('Dia relativo inválido');
  });

  it('uma data dentro dos limites; sem data, fora', () => {
    vi.useFakeTimers({ now: new Date('2026-06-10T15:00:00Z') });
    const aVencer = { gte: '$hoje', lte: '$hoje+30' };
    expect(dayBounds(aVencer)).toEqual([['lte', '2026-07-10'], ['gte', '2026-06-10']]);
    expect(inDayRange('2026-06-10', aVencer)).toBe(true);
    expect(inDayRange('2026-07-10', aVencer)).toBe(true);
    expect(inDayRange('2026-07-11', aVencer)).toBe(false);
    expect(inDayRange('2026-06-09', { lt: '$hoje' })).toBe(true);
    expect(inDayRange('2026-06-10', { lt: '$hoje' })).toBe(false);
    expect(inDayRange(null, { lt: '$hoje' })).toBe(false);
  });
});
