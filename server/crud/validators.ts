/**
 * Compiled validators of each entity: the request body (the very schema the form uses)
 * and the list query. Compiled once per entity, on first use.
 */
import type { ValidateFunction } from 'ajv';
import type Ajv from 'ajv';
import type { JsonSchema } from '../../engine/declaration';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import { resolveConfig, type CompanyConfig } from '../../engine/validation/config-conditions';
import { errors } from '../errors';
import { invalidText } from './text-guard';

const bodyAjv: Ajv = createAjv();

/** Compiled validators by entity and by the values of the configuration keys it reads. */
const cache = new WeakMap<RegisteredEntity, Map<string, ValidateFunction>>();

function validatorFor(entity: RegisteredEntity, config: CompanyConfig): ValidateFunction {
  let byConfig = cache.get(entity);
  if (!byConfig) cache.set(entity, (byConfig = new Map()));
  const key = JSON.stringify(entity.configKeys.map((k) => config[k] ?? null));
  let validate = byConfig.get(key);
  if (!validate) {
    validate = bodyAjv.compile(resolveConfig(bodySchema(entity), config) as JsonSchema);
    byConfig.set(key, validate);
  }
  return validate;
}

/** The body a client sends: the declared properties plus, on update, `id` and `version`. */
export function bodySchema(entity: RegisteredEntity): JsonSchema {
  const properties = { ...entity.properties, id: { type: 'integer' }, version: { type: 'integer', minimum: 1 } };
  return { ...entity.schema, properties, additionalProperties: false };
}

/** Nulls mean "no value": the same as an absent property, at any depth. */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== null) out[key] = dropNulls(item);
  return out;
}

/** Properties only the server sets (`readOnly`): a body's values for them are ignored. */
export function serverOwned(entity: RegisteredEntity): string[] {
  return Object.entries(entity.properties).filter(([, schema]) => schema.readOnly === true).map(([name]) => name);
}

/**
 * Validates (filling declared defaults) against the entity's schema as the company's
 * configuration resolves it, and answers the cleaned body, or throws a 400.
 */
export function validateBody(entity: RegisteredEntity, body: unknown, config: CompanyConfig = {}): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.badRequest('Corpo da requisição inválido.');
  const validate = validatorFor(entity, config);
  const unstorable = invalidText(body);
  if (unstorable.length) throw errors.validation(unstorable);
  const data = dropNulls(body) as Record<string, unknown>;
  for (const name of serverOwned(entity)) delete data[name];
  if (!validate(data)) throw errors.validation(toFieldErrors(validate.errors, entity.schema));
  return data;
}
