import { describe, expect, it } from 'vitest';
import { fromCalendarDay, toCalendarDay } from './calendar-days';

describe('calendar days', () => {
  it('keeps the day clicked, in and out', () => {
    const day = toCalendarDay('2024-02-29');
    expect(day?.getFullYear()).toBe(2024);
    expect(day?.getMonth()).toBe(1);
    expect(day?.getDate()).toBe(29);
    expect(fromCalendarDay(day)).toBe('2024-02-29');
    expect(fromCalendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('shows no day for half-typed text and clears to empty', () => {
    expect(toCalendarDay('12/03')).toBeNull();
    expect(toCalendarDay(undefined)).toBeNull();
    expect(fromCalendarDay(null)).toBeUndefined();
  });
});
