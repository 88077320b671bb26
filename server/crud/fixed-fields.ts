/**
 * Fields declared `fixedOnEdit` keep the value they were created with: the form locks them on
 * edit, and an update that changes one anyway is refused on the field.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FieldUi, JsonSchema } from '../../engine/declaration';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { propertyAt, valueAtPath } from '../../engine/table/stored-fields';
import { referenceId } from '../../engine/table/reference-id';
import { fieldHints } from '../../engine/validation/config-conditions';
import { agree, grammarOf } from '../../engine/validation/grammar';
import { errors } from '../errors';

/** A value as stored: a reference (or a list of them) by its id, absent as null. */
function comparable(schema: JsonSchema, value: unknown): unknown {
  if (typeof schema['x-reference'] !== 'string') return value ?? null;
  return Array.isArray(value) ? value.map((item) => referenceId(item) ?? null) : (referenceId(value) ?? null);
}

export function checkFixedFields(entity: RegisteredEntity, previous: Record<string, unknown>, data: Record<string, unknown>): void {
  const problems: { field: string; message: string }[] = [];
  for (const path of Object.keys(entity.form?.fields ?? {})) {
    const property = propertyAt(entity, path);
    if (!property || !fieldHints<FieldUi>(entity.form?.fields, path).fixedOnEdit) continue;
    if (isDeepStrictEqual(comparable(property, valueAtPath(previous, path)), comparable(property, valueAtPath(data, path)))) continue;
    const title = String(property.title ?? path);
    const grammar = grammarOf(property, title);
    problems.push({ field: path, message: `${title} não ${grammar.plural ? 'podem' : 'pode'} ser ${agree(grammar, 'alterado')}.` });
  }
  if (problems.length) throw errors.validation(problems);
}
