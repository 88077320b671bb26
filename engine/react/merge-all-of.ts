/**
 * The allOf merge rjsf resolves a schema with (its own), except for the members that compare with
 * another field's value (`{"minimum": {"$data": "1/idadeMinima"}}`): the merger refuses one beside a
 * fixed bound ("could not merge subschemas in allOf", logged on every render of the request form).
 * Those stay an allOf of the result: rjsf validates the resolved schema, so the comparison still
 * holds; a widget reads only the merged bounds.
 */
import type { RJSFSchema } from '@rjsf/utils';
import shallowAllOfMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';

/** Whether the schema holds a `$data` reference at any depth. */
export function comparesWithField(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(comparesWithField);
  if (typeof schema !== 'object' || schema === null) return false;
  return '$data' in schema || Object.values(schema).some(comparesWithField);
}

export function mergeAllOfKeepingComparisons(schema: RJSFSchema): RJSFSchema {
  const { allOf = [], ...base } = schema;
  const comparing = allOf.filter(comparesWithField);
  if (!comparing.length) return shallowAllOfMerge(schema) as RJSFSchema;
  const rest = allOf.filter((member) => !comparesWithField(member));
  const merged = rest.length ? (shallowAllOfMerge({ ...base, allOf: rest }) as RJSFSchema) : base;
  return { ...merged, allOf: comparing };
}
