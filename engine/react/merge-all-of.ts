/**
 * The allOf merge rjsf uses to draw a field (its own), after leaving out the bounds compared with
 * another field's value (`{"$data": "1/idadeMinima"}`): those are the validator's, which reads
 * the whole schema, and the merger refuses one beside a fixed bound ("could not merge subschemas
 * in allOf", logged on every render of the request form).
 */
import type { RJSFSchema } from '@rjsf/utils';
import shallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';

const isDataReference = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && '$data' in value;

/** The schema without its keywords whose value is a `$data` reference, at any depth. */
export function withoutDataReferences(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDataReferences);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => !isDataReference(value)).map(([key, value]) => [key, withoutDataReferences(value)]));
}

export const mergeAllOfForDrawing = (schema: RJSFSchema): RJSFSchema => shallowAllOfMerge(withoutDataReferences(schema) as RJSFSchema) as RJSFSchema;
