/**
 * Input masks. A pattern writes `0` where a digit goes; everything else is a literal shown to
 * the user. The stored value is always the digits alone (the server formats validate digits).
 */
import type { Mask } from '../declaration';

/** Patterns per mask; masks with two patterns pick by how many digits were typed. */
const patterns: Record<Exclude<Mask, 'hora'>, string[]> = {
  cpf: ['000.000.000-00'],
  cnpj: ['00.000.000/0000-00'],
  cpfCnpj: ['000.000.000-00', '00.000.000/0000-00'],
  telefone: ['(00) 0000-0000', '(00) 00000-0000'],
  cep: ['00000-000'],
  pis: ['000.00000.00-0'],
  ddd: ['00'],
};

export type DigitMask = keyof typeof patterns;

export const isDigitMask = (mask: unknown): mask is DigitMask => typeof mask === 'string' && mask in patterns;

export const onlyDigits = (text: string): string => text.replace(/\D/g, '');

const capacity = (pattern: string) => pattern.replace(/[^0]/g, '').length;

/** Most digits the mask accepts. */
export function maxDigits(mask: DigitMask): number {
  return Math.max(...patterns[mask].map(capacity));
}

/** The shortest pattern that holds all the digits (the last one when none does). */
function patternFor(mask: DigitMask, digits: string): string {
  const list = patterns[mask];
  return list.find((p) => capacity(p) >= digits.length) ?? list[list.length - 1]!;
}

/** Writes the digits into the pattern, stopping after the last digit typed. */
export function applyPattern(pattern: string, digits: string): string {
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '0') out += digits[next++];
    else out += char;
  }
  return out;
}

export function formatMasked(mask: DigitMask, value: string | undefined | null): string {
  const digits = onlyDigits(value ?? '').slice(0, maxDigits(mask));
  return applyPattern(patternFor(mask, digits), digits);
}
