/** Between a record as the API answers it and the data the form edits. */
import type { JsonSchema } from '../declaration';
import { propertiesOf } from './form-schema';

export interface EditableRecord {
  data: Record<string, unknown>;
  /** Sent back on PUT: the server refuses a PUT that does not name its record (spec §7). */
  id?: number;
  /** Optimistic lock read with the record, sent back on PUT. */
  version?: number;
}

/**
 * Keeps the properties the form edits (`schema` is the form's, without server-owned ones);
 * a `null` becomes absent, since the form's checks treat absent, not null, as empty.
 */
export function toEditableRecord(record: Record<string, unknown>, schema: JsonSchema): EditableRecord {
  const names = Object.keys(propertiesOf(schema));
  const data = Object.fromEntries(names.filter((name) => record[name] !== null && record[name] !== undefined).map((name) => [name, record[name]]));
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return { data, id: number(record.id), version: number(record.version) };
}

/**
 * rjsf may fill an unset reference inside a group with `{}` (no id): that means "no value",
 * so it is dropped, as an absent one would be — before checking and before sending.
 */
export function withoutEmptyReferences(schema: JsonSchema, data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const properties = propertiesOf(schema);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const property = properties[name];
    if (property && typeof property['x-reference'] === 'string' && value && typeof value === 'object' && !Array.isArray(value) && !Object.keys(value).length) continue;
    const items = property?.items as JsonSchema | undefined;
    // Inside groups and inside the items of an owned list (a faixa's history entry).
    if (property && typeof property.properties === 'object') out[name] = withoutEmptyReferences(property, value);
    else if (Array.isArray(value) && items && typeof items.properties === 'object') out[name] = value.map((item) => withoutEmptyReferences(items, item));
    else out[name] = value;
  }
  return out;
}
