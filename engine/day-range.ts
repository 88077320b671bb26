/** Conditions on dates counted from today (`DayRange`), for match filters and action refusals alike. */
import type { ConditionValue, DayRange, RelativeDay } from './declaration';
import { daysAfter, today } from './validation/brazilian';

export const RELATIVE_DAY = /^\$hoje(?:([+-])(\d+))?$/;

/** `$hoje+30` as the date it stands for today (YYYY-MM-DD). */
export function relativeDay(term: RelativeDay): string {
  const parts = RELATIVE_DAY.exec(term);
  if (!parts) throw new Error(`Dia relativo inválido: ${term} (use $hoje, $hoje+N ou $hoje-N)`);
  const days = parts[2] ? Number(parts[2]) * (parts[1] === '-' ? -1 : 1) : 0;
  return daysAfter(today(), days);
}

const BOUNDS = ['lt', 'lte', 'gt', 'gte'] as const;
export type Bound = (typeof BOUNDS)[number];

export function isDayRange(value: ConditionValue): value is DayRange {
  return value !== null && typeof value === 'object' && !('not' in value);
}

/** The range's bounds as dates of today. */
export function dayBounds(range: DayRange): [Bound, string][] {
  return BOUNDS.filter((bound) => range[bound] !== undefined).map((bound) => [bound, relativeDay(range[bound]!)]);
}

const HOLDS: Record<Bound, (value: string, bound: string) => boolean> = {
  lt: (v, b) => v < b,
  lte: (v, b) => v <= b,
  gt: (v, b) => v > b,
  gte: (v, b) => v >= b,
};

export function inDayRange(value: unknown, range: DayRange): boolean {
  if (typeof value !== 'string' || !value) return false;
  const day = value.slice(0, 10);
  return dayBounds(range).every(([bound, date]) => HOLDS[bound](day, date));
}
