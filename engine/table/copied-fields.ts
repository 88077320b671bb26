/**
 * `x-copyOf: "<reference>.<field>"`: a property that holds a field of the record one of its
 * entity's own references points at (a class keeps its course's `online`, which decides whether
 * its days need hours or a video link). The server sets it from that record on every write,
 * whatever was sent (server/crud/copied-values.ts); the form fills it as soon as the reference is
 * chosen (engine/react/copied-values.ts), so the rules that read it apply before the first save.
 */
import type { JsonSchema } from '../declaration';

export interface CopiedField {
  /** The property that holds the copy. */
  property: string;
  /** The sibling reference whose record it is copied from. */
  reference: string;
  /** The field of that record. */
  field: string;
}

export function copiedFieldsOf(properties: Record<string, JsonSchema>): CopiedField[] {
  return Object.entries(properties).flatMap(([property, schema]) => {
    const source = schema['x-copyOf'];
    if (typeof source !== 'string') return [];
    const [reference = '', field = ''] = source.split('.');
    return [{ property, reference, field }];
  });
}
