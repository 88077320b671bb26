import { shiftDates } from './server-time';

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Drops empty values (undefined, null, '', []) so filters left blank are not sent. */
export function compactParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params ?? {})) if (!isEmpty(value)) result[key] = value;
  return result;
}

function scalar(value: unknown): string {
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * `?a=1&ids=1&ids=2`: arrays become repeated keys (Fastify reads them back as arrays);
 * dates are written in the server time zone.
 */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  const shifted = shiftDates(compactParams(params)) as Record<string, unknown>;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(shifted)) {
    if (Array.isArray(value)) {
      for (const item of value) if (!isEmpty(item)) search.append(key, scalar(item));
    } else {
      search.append(key, scalar(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
