/** CPF typed as 000.000.000-00; the API receives the 11 digits only. */
export function cpfDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 11);
}

export function maskCpf(text: string): string {
  const digits = cpfDigits(text);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const body = parts.join('.');
  return digits.length > 9 ? `${body}-${digits.slice(9)}` : body;
}
