import type Ajv from 'ajv';
// Subpath imports: each loads one small module, not the whole library with its city and CNAE tables.
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidPis } from '@brazilian-utils/brazilian-utils/is-valid-pis';
import { isValidCno } from '@brazilian-utils/brazilian-utils/is-valid-cno';
import { isValidCaepf } from '@brazilian-utils/brazilian-utils/is-valid-caepf';
import { getAreaCodeInfo } from '@brazilian-utils/brazilian-utils/get-area-code-info';

/** Exactly `length` digits: the library accepts masks, but stored values are digits only. */
const digits = (value: string, length: number) => value.length === length && /^\d+$/.test(value);

const isCpf = (v: string) => digits(v, 11) && isValidCpf(v);
const isCnpj = (v: string) => digits(v, 14) && isValidCnpj(v);
const isDdd = (v: string) => digits(v, 2) && getAreaCodeInfo(v) !== null;

/** String formats; every value is digits only, masks belong to the UI. */
const brazilianFormats: Record<string, (value: string) => boolean> = {
  cpf: isCpf,
  cnpj: isCnpj,
  cpfCnpj: (v) => isCpf(v) || isCnpj(v),
  pis: (v) => digits(v, 11) && isValidPis(v),
  // CNO keeps the CEI numbering: 12 digits, DV with weights 7,4,1,8,5,2,1,6,3,7,4 (RFB publishes no rule).
  cno: (v) => digits(v, 12) && isValidCno(v),
  // CAEPF: CPF base + 3-digit sequence + 2 DVs (CNPJ-style mod 11, pair shifted by +12 mod 100).
  caepf: (v) => digits(v, 14) && isValidCaepf(v),
  cep: (v) => digits(v, 8) && v !== '00000000',
  ddd: isDdd,
  // Since the ninth digit (2016) every 11-digit number is a mobile starting with 9.
  telefone: (v) => /^\d{10,11}$/.test(v) && isDdd(v.slice(0, 2)) && (v.length === 10 || v[2] === '9'),
  foneFixo: (v) => /^\d{8,9}$/.test(v),
  celular: (v) => /^9\d{8}$/.test(v),
};

/** "Now", replaceable by tests; call `setClock()` without arguments to restore the real clock. */
let now: () => Date = () => new Date();
export function setClock(fn: () => Date = () => new Date()): void {
  now = fn;
}

// The business calendar and clock are Brazil's, whatever the server's or the browser's own time zone.
const saoPaulo = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** YYYY-MM-DDTHH:MM:SS of an instant on the São Paulo calendar and clock (default: now, by the replaceable clock). */
export function saoPauloDateTime(instant: Date = now()): string {
  const parts = saoPaulo.formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The current instant, by the replaceable clock: what a record says it was made at (tests move it with `setClock`). */
export function currentInstant(): Date {
  return now();
}

/** Today's date (YYYY-MM-DD) on the São Paulo calendar, by the replaceable clock. */
export function today(): string {
  return saoPauloDateTime().slice(0, 10);
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function daysAfter(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Rejects 2024-13-01 and 2023-02-29, which Date would roll over into another day. */
export function isRealDate(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(date);
}

/** Calendar date a date or date-time string falls on in São Paulo; undefined when unreadable. */
function calendarDate(value: string): string | undefined {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (date === undefined || !isRealDate(date)) return undefined;
  // A date-time with an offset is an instant: 01:00Z is still the previous day in São Paulo.
  if (/(?:z|[+-]\d{2}:?\d{2})$/i.test(value) && value.length > 10) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? undefined : saoPauloDateTime(instant).slice(0, 10);
  }
  return date;
}

export function addBrazilianValidators(ajv: Ajv): void {
  for (const [name, validate] of Object.entries(brazilianFormats)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  ajv.addKeyword({
    keyword: 'notInFuture',
    type: 'string',
    schemaType: 'boolean',
    errors: false,
    // An unreadable date passes here: reporting it is the `format` keyword's job.
    validate: (enabled: boolean, value: string) => {
      if (!enabled) return true;
      const date = calendarDate(value);
      return date === undefined || date <= today();
    },
  });
  // A start date (admission, hiring) may be booked ahead, but not years ahead by a slip of the keyboard.
  ajv.addKeyword({
    keyword: 'maxDaysAhead',
    type: 'string',
    schemaType: 'number',
    errors: false,
    validate: (days: number, value: string) => {
      const date = calendarDate(value);
      return date === undefined || date <= daysAfter(today(), days);
    },
  });
  // "Year 1900 to the current year": the bound moves with the calendar, so no schema can hold it.
  ajv.addKeyword({
    keyword: 'notAfterCurrentYear',
    type: 'number',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled: boolean, value: number) => !enabled || value <= Number(today().slice(0, 4)),
  });
}

/** Default pt-BR message per format or keyword name, for the error translator. */
export const formatMessages: Record<string, string> = {
  cpf: 'Cpf inválido.',
  cnpj: 'CNPJ inválido.',
  cpfCnpj: 'CPF/CNPJ inválido.',
  pis: 'O número PIS é inválido',
  telefone: 'Número inválido',
  ddd: 'Inválido',
  foneFixo: 'Inválido',
  celular: 'Inválido',
  cep: 'CEP inválido.',
  cno: 'CNO inválido.',
  caepf: 'CAEPF inválido.',
  notInFuture: 'A data deve ser igual ou anterior a data atual',
  notAfterCurrentYear: 'O ano deve ser igual ou anterior ao ano atual',
  maxDaysAhead: 'A data está longe demais da data atual',
  email: 'E-mail inválido.',
  date: 'Data inválida.',
  'date-time': 'Data e hora inválidas.',
  uri: 'Endereço inválido.',
};
