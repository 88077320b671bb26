/**
 * The options of a closed list of codes in a schema (`oneOf` const/title, or `enum`), and the
 * name a record of another entity shows among options: pure, for the widgets that list them
 * and for the text a value shows as (display-value.ts).
 */
import type { OptionItem } from '../api-types';
import type { JsonSchema } from '../declaration';
import { typeOf } from './testers';

export type ChoiceValue = string | number | boolean;

export interface Choice {
  value: ChoiceValue;
  label: string;
}

/** The schema that lists the codes: the property's own, or its items' for an array. */
const listingSchema = (schema: JsonSchema): JsonSchema =>
  typeOf(schema) === 'array' && typeof schema.items === 'object' && schema.items ? (schema.items as JsonSchema) : schema;

export function codeChoices(schema: JsonSchema): Choice[] | undefined {
  const listing = listingSchema(schema);
  if (Array.isArray(listing.oneOf)) {
    return (listing.oneOf as JsonSchema[]).map((option) => ({
      value: option.const as ChoiceValue,
      label: typeof option.title === 'string' ? option.title : String(option.const),
    }));
  }
  if (Array.isArray(listing.enum)) return (listing.enum as ChoiceValue[]).map((value) => ({ value, label: String(value) }));
  return undefined;
}

/** Each code's title, by the code as text: what a value of the list reads as outside a widget. */
export function codeTitles(schema: JsonSchema): Record<string, string> {
  return Object.fromEntries((codeChoices(schema) ?? []).map((choice) => [String(choice.value), choice.label]));
}

/** The name a record shows in dropdowns: whichever summary field it carries. */
export function optionLabel(record: OptionItem | Record<string, unknown>, summary?: string): string {
  const item = record as Partial<OptionItem> & Record<string, unknown>;
  const named = summary ? item[summary] : undefined;
  const label = named ?? item.nome ?? item.titulo ?? item.descricao ?? item.id;
  return label === undefined || label === null ? '' : String(label);
}
