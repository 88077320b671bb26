/**
 * The check digits of an establishment's registration (spec 02 §3 "Establishment": base,
 * complemento, dígito verificador): the user types the base and the complemento, the digits
 * are computed — CNPJ by the Receita's mod 11; CAEPF by the same sums shifted by 12 (mod 100).
 */

/** CNPJ: 8-digit root + 4-digit branch; CAEPF: 9-digit CPF root + 3-digit sequence. */
export const INSCRICAO = {
  '1': { base: 8, complemento: 4 },
  '3': { base: 9, complemento: 3 },
} as const;

export type TipoInscricao = keyof typeof INSCRICAO;

const weighted = (digits: string, weights: number[]) => [...digits].reduce((sum, digit, i) => sum + Number(digit) * weights[i]!, 0);

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const cnpjDigit = (digits: string) => {
  const rest = weighted(digits, CNPJ_WEIGHTS.slice(CNPJ_WEIGHTS.length - digits.length)) % 11;
  return rest < 2 ? 0 : 11 - rest;
};

const CAEPF_WEIGHTS = [5, 6, 7, 8, 9, 2, 3, 4, 5, 6, 7, 8, 9];
const caepfDigit = (digits: string) => (weighted(digits, CAEPF_WEIGHTS.slice(CAEPF_WEIGHTS.length - digits.length)) % 11) % 10;

/** The two check digits of the 12 digits base + complemento, or undefined when they are not 12 digits of more than one kind. */
export function digitoVerificador(tipo: TipoInscricao, base: string, complemento: string): string | undefined {
  const digits = `${base}${complemento}`;
  if (!/^\d{12}$/.test(digits) || /^(\d)\1*$/.test(digits)) return undefined;
  if (tipo === '1') {
    const first = cnpjDigit(digits);
    return `${first}${cnpjDigit(`${digits}${first}`)}`;
  }
  const first = caepfDigit(digits);
  return String((first * 10 + caepfDigit(`${digits}${first}`) + 12) % 100).padStart(2, '0');
}
