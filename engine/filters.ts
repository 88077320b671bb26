/**
 * The schema of a list's filters, one property per declared filter, shaped from the property
 * it filters: the server validates the query string with it and the browser renders the
 * filter panel from it. A reference filters by id, `in` takes a list, `contains` a text.
 */
import type { EntityDeclaration, FieldUi, FormUi, JsonSchema } from './declaration';
import { INTEGER_RANGE } from './registry/normalize';
import { isMoment, SYSTEM_PROPERTIES } from './table/system-properties';
import { fieldHints } from './validation/config-conditions';
import { schemaAt } from './validation/messages';

/** Most values an `in` filter takes. */
export const MAX_IN_VALUES = 1000;

/** Rules that make sense for a stored value but not for a search term. */
const DROPPED = ['default', 'minLength', 'errorMessage', 'notInFuture', 'maxDaysAhead', 'readOnly', 'minItems', 'maxItems', 'uniqueItems'];

function searchable(property: JsonSchema): JsonSchema {
  return Object.fromEntries(Object.entries(property).filter(([keyword]) => !DROPPED.includes(keyword)));
}

function filterProperty(property: JsonSchema, op: string, title: string): JsonSchema {
  const reference = property['x-reference'];
  const isArray = property.type === 'array';
  if (op === 'contains') return { type: 'string', title, maxLength: 200 };
  // A moment is searched by day: "desde" and "até" a date.
  if (isMoment(property) && (op === 'gte' || op === 'lte')) return { type: 'string', format: 'date', title };
  // A reference is an object `{id}` in a record and a bare id in the query.
  const scalar =
    typeof reference === 'string' && !isArray
      ? { type: 'integer', minimum: 1, maximum: INTEGER_RANGE.maximum, 'x-reference': reference }
      : searchable(property);
  if (op === 'in') {
    if (isArray) return { ...searchable(property), title, maxItems: MAX_IN_VALUES };
    const { title: _own, 'x-reference': ref, ...items } = scalar;
    return { type: 'array', title, items, maxItems: MAX_IN_VALUES, ...(ref ? { 'x-reference': ref } : {}) };
  }
  return { ...scalar, title };
}

export function filterSchema(entity: Pick<EntityDeclaration, 'schema' | 'filters'>): JsonSchema {
  const filters = Object.fromEntries(
    (entity.filters ?? []).map((filter) => {
      if (filter.schema) return [filter.name, { ...searchable(filter.schema), title: filter.label ?? filter.schema.title ?? filter.name }];
      // A filter may name a field of a group: `pessoal.cpf`.
      const name = filter.field ?? filter.name;
      const property = schemaAt(entity.schema, name) ?? SYSTEM_PROPERTIES[name] ?? { type: 'string' };
      const title = filter.label ?? (typeof property.title === 'string' ? property.title : filter.name);
      return [filter.name, filterProperty(property, filter.op, title)];
    }),
  );
  return { type: 'object', properties: filters };
}

/** The form hints of the filtered properties that still apply to a search box (masks, spans). */
export function filterHints(entity: Pick<EntityDeclaration, 'form' | 'filters'>): FormUi {
  const fields: Record<string, FieldUi> = {};
  for (const filter of entity.filters ?? []) {
    const { mask, widget, span } = fieldHints<FieldUi>(entity.form?.fields, filter.field ?? filter.name);
    const kept = { mask, span, widget: widget === 'textarea' ? undefined : widget };
    fields[filter.name] = Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined));
  }
  return { fields };
}
