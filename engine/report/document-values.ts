/**
 * A property's value as a printed document shows it, judged from the schema and the form
 * hints the screen uses, so paper and screen agree: dates dd/MM/yyyy, money "R$ 1.234,56",
 * Sim/Não, code lists by their titles, references by their summary, minutes as h:mm.
 */
import type { FieldUi, JsonSchema } from '../declaration';
import { formatCurrency } from '../format/currency';
import { formatDate, formatMonth } from '../format/dates';
import { minutesToHours } from '../format/hours';
import { formatMasked, isDigitMask } from '../format/masks';

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** The title of a code (`oneOf: [{const, title}]`), or the code itself when it has none. */
function codeTitle(schema: JsonSchema, value: unknown): string | undefined {
  const choices = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(choices)) return undefined;
  const choice = (choices as JsonSchema[]).find((c) => c.const === value);
  return typeof choice?.title === 'string' ? choice.title : undefined;
}

/** Summary text of a resolved reference `{id, <summary>}`. */
function referenceText(value: unknown, summary: string): string {
  if (!value || typeof value !== 'object') return String(value);
  const text = (value as Record<string, unknown>)[summary];
  return text === null || text === undefined ? '' : String(text);
}

export interface ValueContext {
  /** Summary property of an entity, for references. */
  summaryOf(entity: string): string;
  /** Resolved records of a list-of-references property, in order (absent: not loaded). */
  listed?: Record<string, unknown>[];
}

export function formatValue(schema: JsonSchema, value: unknown, hints: FieldUi, context: ValueContext): string {
  if (value === null || value === undefined || value === '') return '';
  const reference = schema['x-reference'];
  if (typeof reference === 'string') {
    const summary = context.summaryOf(reference);
    if (Array.isArray(value)) return (context.listed ?? []).map((record) => referenceText(record, summary)).filter(Boolean).join(', ');
    return referenceText(value, summary);
  }
  if (Array.isArray(value)) {
    const items = (schema.items ?? {}) as JsonSchema;
    return value.map((item) => formatValue(items, item, {}, context)).filter(Boolean).join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  const code = codeTitle(schema, value);
  if (code !== undefined) return code;
  if (hints.widget === 'currency') return formatCurrency(Number(value));
  if (hints.widget === 'hours' && typeof value === 'number') return minutesToHours(value);
  if (schema.format === 'date' || schema.format === 'date-time') return formatDate(String(value));
  if (hints.widget === 'month') return formatMonth(String(value));
  const mask = hints.mask ?? schema.format;
  if (isDigitMask(mask)) return formatMasked(mask, String(value));
  if (schema.type === 'number') return decimal.format(Number(value));
  return String(value);
}

/** Long texts print as paragraphs under their label rather than in the grid of pairs. */
export const isLongText = (hints: FieldUi): boolean => hints.widget === 'textarea';
