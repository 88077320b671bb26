/**
 * A value as text, the way its widget would show it: tables and read-only views use this so a
 * property looks the same everywhere. The widget is picked by the same testers as the form.
 */
import type { FieldUi, JsonSchema } from '../declaration';
import { formatCurrency } from '../format/currency';
import { formatDate, formatMonth } from '../format/dates';
import { formatHours, minutesToHours } from '../format/hours';
import { formatMasked } from '../format/masks';
import { codeChoices, optionLabel } from './choices';
import { pickWidget } from './pick-widget';
import { typeOf } from './testers';
import { maskOf } from './widget-testers';

const YES_NO = { true: 'Sim', false: 'Não' } as const;

/** Text of one reference as the API answers it (`{id, nome}`), or of a bare id. */
function referenceText(value: unknown, summary?: string): string {
  if (value && typeof value === 'object') return optionLabel(value as Record<string, unknown>, summary);
  return value === undefined || value === null ? '' : String(value);
}

export function displayValue(schema: JsonSchema | undefined, hints: FieldUi = {}, value: unknown, summary?: string): string {
  if (value === undefined || value === null || value === '') return '';
  if (!schema) return typeof value === 'object' ? referenceText(value, summary) : String(value);
  if (typeof schema['x-reference'] === 'string') {
    return Array.isArray(value) ? value.map((v) => referenceText(v, summary)).join(', ') : referenceText(value, summary);
  }
  const codes = codeChoices(schema);
  if (codes) {
    const titleOf = (code: unknown) => codes.find((c) => c.value === code)?.label ?? String(code);
    return Array.isArray(value) ? value.map(titleOf).join(', ') : titleOf(value);
  }
  switch (pickWidget(schema, hints)) {
    case 'CheckboxWidget':
      return YES_NO[String(value === true) as 'true' | 'false'];
    case 'CurrencyWidget':
      return formatCurrency(Number(value));
    case 'DateWidget':
      return formatDate(String(value));
    case 'MonthWidget':
      return formatMonth(String(value));
    case 'HoursWidget':
      return typeOf(schema) === 'integer' ? minutesToHours(Number(value)) : formatHours(String(value));
    case 'MaskedTextWidget':
      return formatMasked(maskOf(schema, hints.mask) ?? 'cpf', String(value));
    case 'NumberWidget':
      return typeof value === 'number' ? value.toLocaleString('pt-BR') : String(value);
    case 'PasswordWidget':
      return '••••••';
    default:
      if (schema.format === 'date-time') return formatDate(String(value));
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}
