/** Between a record as the API answers it and the data the form edits. */
import type { JsonSchema } from '../declaration';
import { propertiesOf } from './form-schema';

export interface EditableRecord {
  data: Record<string, unknown>;
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
  return { data, version: typeof record.version === 'number' ? record.version : undefined };
}
