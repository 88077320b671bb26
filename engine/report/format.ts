/** A report cell as text, the same in the PDF and the on-screen preview (spec §9 formats). */
import { formatCurrency } from '../format/currency';
import { formatDate } from '../format/dates';
import type { ColumnFormat, ReportColumn } from './declaration';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export function formatCell(value: unknown, format: ColumnFormat = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((item) => formatCell(item, format)).join(', ');
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  switch (format) {
    case 'date':
      return formatDate(String(value));
    case 'currency':
      return formatCurrency(Number(value));
    case 'number':
      return decimal.format(Number(value));
    case 'integer':
      return integer.format(Number(value));
    case 'percent':
      return `${decimal.format(Number(value) * 100)}%`;
    default:
      return String(value);
  }
}

/** Numbers line up on the right. */
export const alignsRight = (format: ColumnFormat | undefined): boolean => format !== undefined && format !== 'text' && format !== 'date';

/** A column's value in a total line: its sum, or "Média 12,5" for an averaged column (decimals kept). */
export function formatTotal(value: number | null | undefined, column: ReportColumn): string {
  if (value === null || value === undefined) return '';
  if (!column.average) return formatCell(value, column.format);
  return `Média ${formatCell(value, column.format === 'integer' ? 'number' : column.format)}`;
}
