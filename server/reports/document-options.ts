/**
 * A document's print settings, read from the query string and validated against its
 * `options` schema like any form: the same ajv setup, defaults filled, pt-BR field messages.
 */
import type { ValidateFunction } from 'ajv';
import type { JsonSchema } from '../../engine/declaration';
import type { RegisteredDocument } from '../../engine/report/document-registry';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import { invalidText } from '../crud/text-guard';
import { errors } from '../errors';

const ajv = createAjv();
const compiled = new WeakMap<RegisteredDocument, ValidateFunction>();

/** A query value as the option's type reads it; what does not read stays text, for ajv to refuse. */
function typed(schema: JsonSchema | undefined, raw: unknown): unknown {
  const text = Array.isArray(raw) ? raw.at(-1) : raw;
  if (typeof text !== 'string') return text;
  if (schema?.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if ((schema?.type === 'integer' || schema?.type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

export function documentOptions(document: RegisteredDocument, query: unknown): Record<string, unknown> {
  const properties = document.options.properties as Record<string, JsonSchema>;
  const given = Object.fromEntries(Object.entries((query ?? {}) as Record<string, unknown>).map(([name, raw]) => [name, typed(properties[name], raw)]));
  const unstorable = invalidText(given);
  if (unstorable.length) throw errors.validation(unstorable);
  let validate = compiled.get(document);
  if (!validate) compiled.set(document, (validate = ajv.compile(document.options)));
  if (!validate(given)) throw errors.validation(toFieldErrors(validate.errors, document.options));
  return given;
}
