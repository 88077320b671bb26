/**
 * "Inserir" from a list narrowed to one record of another entity (an ad list of one request)
 * opens the new form with that record already chosen: each `eq` filter on a reference goes
 * along as `?<propriedade>=<id>`, and the new form takes such parameters as its references.
 * A report opened from a record ("Imprimir" on a PGR: `?pgr=5`) starts the same way.
 */
import type { EntityMeta } from '../api-types';
import type { FieldUi, FormUi, JsonSchema } from '../declaration';
import { fieldHints } from '../validation/config-conditions';
import { today } from '../validation/brazilian';
import { propertiesOf } from './form-schema';

const isReference = (schema: JsonSchema | undefined) => typeof schema?.['x-reference'] === 'string';

/** The new form's query for a list filtered by these values (`?solicitacao=5`, or ''). */
export function presetQuery(entity: EntityMeta, filters: Record<string, unknown>): string {
  const properties = propertiesOf(entity.schema);
  const query = new URLSearchParams();
  for (const filter of entity.filters ?? []) {
    const property = filter.field ?? filter.name;
    const value = filters[filter.name];
    if (filter.op === 'eq' && isReference(properties[property]) && (typeof value === 'number' || typeof value === 'string') && value !== '') query.set(property, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The references a new record starts with, from its form's query (`?solicitacao=5`). */
export function presetValues(schema: JsonSchema, search: string): Record<string, unknown> {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    Object.entries(propertiesOf(schema))
      .filter(([name, property]) => isReference(property) && /^\d{1,9}$/.test(query.get(name) ?? ''))
      .map(([name]) => [name, { id: Number(query.get(name)) }]),
  );
}

/** The dates a new record or an action's dialog starts with: today's, for the fields whose hint says `startsToday`. */
export function todayValues(form: FormUi | undefined): Record<string, string> {
  const names = Object.keys(form?.fields ?? {}).filter((name) => fieldHints<FieldUi>(form?.fields, name).startsToday);
  return Object.fromEntries(names.map((name) => [name, today()]));
}
