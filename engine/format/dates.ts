/**
 * Dates shown dd/MM/yyyy and months MM/yyyy, stored as ISO (YYYY-MM-DD, YYYY-MM).
 * Text that is not a whole valid date is kept as typed so the `format` keyword reports it.
 */
import { applyPattern, onlyDigits } from './masks';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// An instant is shown on the business calendar, São Paulo's, as the server judges dates.
const saoPaulo = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2024-01-31` → `31/01/2024`; a date-time with an offset also shows its São Paulo time. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (value.length > 10 && /(?:z|[+-]\d{2}:?\d{2})$/i.test(value)) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return saoPaulo.format(instant).replace(',', '');
  }
  const match = isoDate.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** What the date input shows while typing: digits placed into dd/mm/aaaa. */
export const maskDateText = (text: string): string => applyPattern('00/00/0000', onlyDigits(text).slice(0, 8));

/** `31/01/2024` → `2024-01-31`; anything else is returned as typed (empty: undefined). */
export function parseDate(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  if (!match) return trimmed;
  const [, day, month, year] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : trimmed;
}

/** `2024-01` (or `2024-01-01`) → `01/2024`. */
export function formatMonth(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})/.exec(value ?? '');
  return match ? `${match[2]}/${match[1]}` : (value ?? '');
}

export const maskMonthText = (text: string): string => applyPattern('00/0000', onlyDigits(text).slice(0, 6));

/**
 * `01/2024` → `2024-01`, or `2024-01-01` when the property is a `date` (a month stored as its
 * first day); anything else is returned as typed.
 */
export function parseMonth(text: string, asDate = false): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const match = /^(\d{2})\/(\d{4})$/.exec(trimmed);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return trimmed;
  return asDate ? `${match[2]}-${match[1]}-01` : `${match[2]}-${match[1]}`;
}
