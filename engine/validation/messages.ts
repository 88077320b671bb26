/**
 * Turns ajv errors into `{field, message}` pairs in pt-BR, the same on server and browser.
 * Order of precedence: the declaration's own `errorMessage` (ajv-errors), the default
 * message of a format, then a message built from the property's title.
 */
import type { ErrorObject } from 'ajv';
import type { FieldError } from '../api-types';
import type { JsonSchema } from '../declaration';
import { formatMessages } from './brazilian';
import { requiredMessage } from './config-conditions';

/** Dotted field path of an ajv instance path: `/contato/email` → `contato.email`. */
export function fieldOf(error: ErrorObject): string {
  // ajv-errors wraps the originals; a `required` message belongs on the missing property.
  const wrapped = (error.params as { errors?: ErrorObject[] }).errors;
  if (error.keyword === 'errorMessage' && wrapped?.[0]) return fieldOf(wrapped[0]);
  const base = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' || error.keyword === 'dependentRequired') base.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') base.push(String(params.additionalProperty));
  return base.join('.');
}

/** The sub-schema that describes a dotted field path, following properties and items. */
export function schemaAt(schema: JsonSchema, field: string): JsonSchema | undefined {
  let current: JsonSchema | undefined = schema;
  for (const part of field.split('.').filter(Boolean)) {
    if (!current) return undefined;
    const properties = current.properties as Record<string, JsonSchema> | undefined;
    if (/^\d+$/.test(part) && current.items) current = current.items as JsonSchema;
    else current = properties?.[part];
  }
  return current;
}

function titleOf(schema: JsonSchema, field: string): string {
  const title = schemaAt(schema, field)?.title;
  return typeof title === 'string' ? title : field.split('.').pop() || field;
}

function messageFor(error: ErrorObject, schema: JsonSchema, field: string): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'errorMessage':
      return error.message ?? 'Valor inválido';
    case 'required':
    case 'dependentRequired':
      return requiredMessage(schemaAt(schema, field), titleOf(schema, field));
    case 'format':
      return formatMessages[String(p.format)] ?? 'Valor inválido';
    case 'maxLength':
      return `Máximo de ${p.limit} caracteres`;
    case 'minLength':
      return p.limit === 1 ? requiredMessage(schemaAt(schema, field), titleOf(schema, field)) : `Mínimo de ${p.limit} caracteres`;
    case 'maximum':
      return `O valor máximo é ${p.limit}`;
    case 'exclusiveMaximum':
      return `O valor deve ser menor que ${p.limit}`;
    case 'minimum':
      return `O valor mínimo é ${p.limit}`;
    case 'exclusiveMinimum':
      return `O valor deve ser maior que ${p.limit}`;
    case 'minItems':
      // An empty owned list that must have one record is a missing value ("Histórico é obrigatório").
      if (p.limit === 1 && schemaAt(schema, field)?.['x-children']) return requiredMessage(schemaAt(schema, field), titleOf(schema, field));
      return `Selecione ao menos ${p.limit} ${p.limit === 1 ? 'item' : 'itens'}`;
    case 'maxItems':
      return `Selecione no máximo ${p.limit} ${p.limit === 1 ? 'item' : 'itens'}`;
    case 'additionalProperties':
      return 'Propriedade não permitida';
    case 'formatMinimum':
    case 'formatExclusiveMinimum':
    case 'formatMaximum':
    case 'formatExclusiveMaximum':
      return 'Data fora do intervalo permitido';
    case 'pattern':
    case 'type':
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
    case 'multipleOf':
    case 'uniqueItems':
      return 'Valor inválido';
    default:
      return formatMessages[error.keyword] ?? 'Valor inválido';
  }
}

/** Errors that only restate their sub-errors, or that the user cannot act on alone. */
function isNoise(error: ErrorObject): boolean {
  if (error.keyword === 'if') return true;
  // The branches of a oneOf list of codes each fail; the oneOf error itself says it once.
  return /\/(oneOf|anyOf)\/\d+\//.test(error.schemaPath);
}

/** One message per field, the first that applies, in the order ajv reported them. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, schema: JsonSchema): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors ?? []) {
    if (isNoise(error)) continue;
    const field = fieldOf(error);
    if (!byField.has(field)) byField.set(field, messageFor(error, schema, field));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
