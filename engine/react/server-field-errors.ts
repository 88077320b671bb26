/**
 * The server's field messages of a refused call, shown on the form's fields (rjsf
 * `extraErrors`) until the user changes something: every generic form and dialog keeps them
 * this one way.
 */
import { toErrorSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '../api-types';
import { ApiRequestError } from './data-provider';
import { topProperty } from './field-focus';
import { toRjsfError } from './validator';

export function useServerFieldErrors() {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const extraErrors = useMemo(() => (errors.length ? toErrorSchema(errors.map(toRjsfError)) : undefined), [errors]);
  /** Keeps a failed call's field messages; answers them (empty when it had none). */
  const take = useCallback((error: unknown): FieldError[] => {
    const fields = error instanceof ApiRequestError ? (error.body.fields ?? []) : [];
    if (fields.length) setErrors(fields);
    return fields;
  }, []);
  const clear = useCallback(() => setErrors((current) => (current.length ? [] : current)), []);
  const [saving, setSaving] = useState(false);
  /** Runs a save: `saving` while it lasts; a refusal's field messages go on the fields (the data provider has shown the rest). */
  const submit = useCallback(
    async (save: () => Promise<void>) => {
      setSaving(true);
      try {
        await save();
      } catch (error) {
        take(error);
      } finally {
        setSaving(false);
      }
    },
    [take],
  );
  return { errors, setErrors, extraErrors, take, clear, saving, submit };
}

/**
 * What of a failed call a form cannot show on its fields (`formFields`: its top-level
 * properties): the error itself without field messages, the messages of fields it lacks
 * (their own words, not "Preencha os campos indicados"), or null when every one has its field.
 */
export function outsideTheForm(error: ApiRequestError, formFields: readonly string[]): ApiRequestError | null {
  const fields = error.body.fields ?? [];
  if (!fields.length) return error;
  const stray = fields.filter((f) => !f.field || !formFields.includes(topProperty(f.field)));
  if (!stray.length) return null;
  return new ApiRequestError(error.status, { ...error.body, message: stray.map((f) => f.message).join('\n'), fields: stray });
}
