/**
 * The calendar works on local `Date`s at midnight; forms store YYYY-MM-DD. Converting through the
 * local date parts (never through UTC) keeps the day the user clicked whatever the browser's zone.
 */
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-01-31` → the local Date of that day; anything else (half-typed text, empty) → null. */
export function toCalendarDay(value: unknown): Date | null {
  const match = typeof value === 'string' ? isoDay.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The day clicked → `YYYY-MM-DD`; cleared → undefined (an empty field). */
export function fromCalendarDay(day: Date | null): string | undefined {
  return day ? `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}` : undefined;
}

// Blueprint's default range (20 years back, 6 months ahead) cannot reach a birth date or a
// certificate's validity: the calendar spans what HR records hold; typing reaches any date.
const thisYear = new Date().getFullYear();
export const CALENDAR_RANGE = { minDate: new Date(thisYear - 100, 0, 1), maxDate: new Date(thisYear + 20, 11, 31) };
