/** Money in pt-BR: "R$ 1.234,56", stored as a number with two decimals. */
const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Intl puts a no-break space after "R$"; the product writes a plain one.
export function formatCurrency(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return `R$ ${twoDecimals.format(value)}`;
}

/**
 * Reads what was typed the way a cash register does: the digits are cents, so "123456"
 * is 1.234,56 and the comma never has to be typed. No digits: no value.
 */
export function parseCurrencyDigits(text: string): number | undefined {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return undefined;
  // A minus typed anywhere makes the amount negative; the schema's minimum decides whether that is allowed.
  const sign = text.includes('-') ? -1 : 1;
  return (sign * Number(digits)) / 100;
}
