/**
 * The server's field messages of a refused call, shown on the form's fields (rjsf
 * `extraErrors`) until the user changes something: every generic form and dialog keeps them
 * this one way.
 */
import { toErrorSchema } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import type { FieldError } from '../api-types';
import { ApiRequestError } from './data-provider';
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
  return { errors, setErrors, extraErrors, take, clear };
}
