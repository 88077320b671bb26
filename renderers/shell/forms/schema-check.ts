/**
 * The shell's small hand-laid forms (login, password change) check their values with the
 * server's own schema and messages, and show the server's field errors the same way.
 */
import type { JsonSchema } from '../../../engine/declaration';
import { createAjv } from '../../../engine/validation/ajv';
import { toFieldErrors } from '../../../engine/validation/messages';

export type FieldMessages<F extends string> = Partial<Record<F, string>>;

/** The first message for each of `fields` among the server's `{field, message}` list. */
export function messagesByField<F extends string>(fields: readonly F[], errors: readonly { field: string; message: string }[] | undefined): FieldMessages<F> {
  const found: FieldMessages<F> = {};
  for (const { field, message } of errors ?? []) {
    if ((fields as readonly string[]).includes(field)) found[field as F] ??= message;
  }
  return found;
}

/** A checker of `schema`: the body's messages by field, empty when valid. */
export function schemaChecker<F extends string>(schema: JsonSchema): (body: Record<string, unknown>) => FieldMessages<F> {
  const validate = createAjv().compile(schema);
  const fields = Object.keys(schema.properties as object) as F[];
  return (body) => (validate(body) ? {} : messagesByField(fields, toFieldErrors(validate.errors, schema)));
}
