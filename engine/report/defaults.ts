/**
 * Default periods relative to today (spec §9: "one month back to today for some reports,
 * 6 months back for others"), written into the filter schema as plain `default`s whenever
 * the form is served or a filter is validated — the same day on server and browser.
 */
import type { JsonSchema } from '../declaration';
import type { RelativeDefault } from './declaration';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `today` (YYYY-MM-DD) moved by the offset; a month shift keeps the day when it exists and
 * otherwise takes the month's last day (31/03 one month back is 29/02 or 28/02).
 */
export function shiftDate(today: string, { years = 0, months = 0, days = 0 }: RelativeDefault): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = (y + years) * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(d, lastDay) + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function resolveRelative(relative: RelativeDefault, today: string): string | number {
  const date = shiftDate(today, relative);
  if (relative.as === 'year') return Number(date.slice(0, 4));
  if (relative.as === 'month') return date.slice(0, 7);
  return date;
}

/** The filter schema with each relative default made a plain `default` for `today`. */
export function withRelativeDefaults(filter: JsonSchema, relativeDefaults: Record<string, RelativeDefault> | undefined, today: string): JsonSchema {
  if (!relativeDefaults) return filter;
  const properties = { ...(filter.properties as Record<string, JsonSchema>) };
  for (const [name, relative] of Object.entries(relativeDefaults)) {
    properties[name] = { ...properties[name], default: resolveRelative(relative, today) };
  }
  return { ...filter, properties };
}
