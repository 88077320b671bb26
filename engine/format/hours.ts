/**
 * Hours typed as digits and shown as hours:minutes (spec §5 "Time field"): the last two digits
 * are the minutes. Durations take up to 10 characters; a time of day (mask `hora`) 5, "hh:mm".
 */
import { onlyDigits } from './masks';

export const DURATION_MAX_LENGTH = 10;
export const TIME_OF_DAY_MAX_LENGTH = 5;

/** "930" → "9:30", "1230" → "12:30"; one or two digits are still minutes being typed. */
export function formatHours(text: string | null | undefined, maxLength = DURATION_MAX_LENGTH): string {
  // The colon takes one of the characters.
  const digits = onlyDigits(text ?? '').slice(0, maxLength - 1);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, -2)}:${digits.slice(-2)}`;
}

/** Minutes of an "h:mm" text; undefined when there are no digits. */
export function hoursToMinutes(text: string): number | undefined {
  const digits = onlyDigits(text);
  if (!digits) return undefined;
  return Number(digits.slice(0, -2) || '0') * 60 + Number(digits.slice(-2));
}

export function minutesToHours(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '';
  const mm = String(minutes % 60).padStart(2, '0');
  return `${Math.floor(minutes / 60)}:${mm}`;
}
