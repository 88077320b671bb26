/**
 * The server reads dates as wall-clock values of its own time zone (spec §7: "dates in
 * params and bodies are shifted to the server time zone"). A `Date` is therefore written
 * as the date and time it shows in America/Sao_Paulo, with that zone's offset, so the
 * value is both what the user saw there and an unambiguous instant.
 */
export const SERVER_TIME_ZONE = 'America/Sao_Paulo';

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** `2024-01-15T10:30:00.000-03:00` for the instant 13:30 UTC. Invalid dates give null. */
export function toServerDateTime(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of partsFormatter.formatToParts(date)) parts[part.type] = part.value;
  // longOffset is "GMT-03:00", or plain "GMT" for a zero offset.
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  const millis = String(date.getMilliseconds()).padStart(3, '0');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}.${millis}${offset}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Copies `value` with every `Date` inside plain objects and arrays written as server time. */
export function shiftDates(value: unknown): unknown {
  if (value instanceof Date) return toServerDateTime(value);
  if (Array.isArray(value)) return value.map(shiftDates);
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = shiftDates(item);
    return copy;
  }
  return value;
}
