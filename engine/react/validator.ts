/**
 * The rjsf validator of our forms: the very ajv setup the server uses (`configureAjv`) and
 * the same pt-BR messages (`toFieldErrors`), so the browser and the server say the same
 * thing about the same input.
 *
 * rjsf's AJV8Validator is kept for what rjsf needs inside (schema matching, `$ref`s against
 * the root schema); it is built with our options and no formats of its own, so
 * `configureAjv` registers each format exactly once. Only `validateFormData` is ours.
 */
import type { ErrorObject } from 'ajv';
import { createErrorHandler, getDefaultFormState, toErrorSchema, unwrapErrorHandler, validationDataMerge } from '@rjsf/utils';
import type { CustomValidator, ErrorTransformer, RJSFSchema, RJSFValidationError, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { FieldError } from '../api-types';
import type { JsonSchema } from '../declaration';
import { ajvOptions, configureAjv } from '../validation/ajv';
import { toFieldErrors } from '../validation/messages';
import { withoutEmptyReferences } from './record-data';

/** An rjsf error for a `{field, message}` pair (dotted path, as the server sends it). */
export function toRjsfError({ field, message }: FieldError): RJSFValidationError {
  return { property: field ? `.${field}` : '', message, stack: field ? `${field}: ${message}` : message };
}

/**
 * A condition rjsf matches on its own (an `if` of the declaration, `{properties, required}`) is
 * about the form's object; said so, ajv's strict types compile it instead of logging an error.
 */
const asObjectCondition = (schema: RJSFSchema): RJSFSchema =>
  schema.type === undefined && (schema.properties !== undefined || schema.required !== undefined) ? { ...schema, type: 'object' } : schema;

export function createFormValidator<T = unknown>(): ValidatorType<T, RJSFSchema> {
  const base = customizeValidator<T>({
    // rjsf's own defaults (verbose, its multipleOfPrecision) would judge differently from the server.
    ajvOptionsOverrides: ajvOptions,
    ajvFormatOptions: false,
    extenderFn: configureAjv,
  });

  function validateFormData(
    formData: T | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<T>,
    transformErrors?: ErrorTransformer<T>,
    uiSchema?: UiSchema<T>,
  ): ValidationData<T> {
    // `useDefaults` fills values in the data it checks: check a copy, never the form's state.
    const { errors: raw, validationError } = base.rawValidation<ErrorObject>(schema, withoutEmptyReferences(schema as JsonSchema, structuredClone(formData)) as T);
    let errors = toFieldErrors(raw, schema as JsonSchema).map(toRjsfError);
    if (validationError) errors.push({ stack: validationError.message });
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<T>(errors);
    if (!customValidate) return { errors, errorSchema };
    const data = getDefaultFormState<T>(validator, schema, formData, schema, true) as T;
    const custom = unwrapErrorHandler<T>(customValidate(data, createErrorHandler<T>(data), uiSchema, errorSchema));
    return validationDataMerge<T>({ errors, errorSchema }, custom);
  }

  const validator: ValidatorType<T, RJSFSchema> = {
    validateFormData,
    isValid: (schema, formData, rootSchema) => base.isValid(asObjectCondition(schema), formData, rootSchema),
    rawValidation: (schema, formData) => base.rawValidation(schema, formData),
    reset: () => base.reset(),
  };
  return validator;
}

/** One validator for all forms: ajv caches each compiled schema by identity. */
export const formValidator = createFormValidator<Record<string, unknown>>();
