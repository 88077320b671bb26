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
import { storedFields, valueAtPath } from '../../engine/table/stored-fields';

const bodyAjv: Ajv = createAjv();

interface CompiledBody {
  validate: ValidateFunction;
  /** The schema as the configuration resolved it: its titles name the fields in messages. */
  schema: JsonSchema;
}

/** Validators kept per entity: one per distinct configuration, the least recently used dropped first. */
const MAX_CONFIGURATIONS = 64;

/**
 * Compiled validators by entity and by the values of the configuration keys it reads: a
 * company that changes its configuration gets a new key, hence the new rules at once.
 */
const cache = new WeakMap<RegisteredEntity, Map<string, CompiledBody>>();

/** The entity's schema for a company's configuration (what its form shows, too). */
export function resolvedSchema(entity: RegisteredEntity, config: CompanyConfig): JsonSchema {
  return compiledFor(entity, config).schema;
}

function compiledFor(entity: RegisteredEntity, config: CompanyConfig): CompiledBody {
  let byConfig = cache.get(entity);
  if (!byConfig) cache.set(entity, (byConfig = new Map()));
  const key = JSON.stringify(entity.configKeys.map((k) => config[k] ?? null));
  let compiled = byConfig.get(key);
  if (compiled) byConfig.delete(key);
  else {
    const schema = resolveConfig(bodySchema(entity), config) as JsonSchema;
    compiled = { validate: bodyAjv.compile(schema), schema };
    if (byConfig.size >= MAX_CONFIGURATIONS) {
      const oldest = byConfig.keys().next().value!;
      bodyAjv.removeSchema(byConfig.get(oldest)!.schema);
      byConfig.delete(oldest);
    }
  }
  byConfig.set(key, compiled);
  return compiled;
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

/** Read-only fields are the server's (status flags): a body's values for them are dropped, defaults apply. */
export function withoutReadOnly(entity: RegisteredEntity, data: Record<string, unknown>): Record<string, unknown> {
  let out = data;
  for (const field of storedFields(entity)) {
    if (field.schema.readOnly !== true || valueAtPath(out, field.path) === undefined) continue;
    if (!field.group) {
      const { [field.path]: _dropped, ...rest } = out;
      out = rest;
    } else {
      const { [field.key]: _dropped, ...group } = out[field.group] as Record<string, unknown>;
      out = { ...out, [field.group]: group };
    }
  }
  return out;
}

/** `x-trim` texts without their surrounding spaces (owned child records' too); a blank one is absent, so "required" names it. */
function trimmed(properties: Record<string, JsonSchema>, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const [name, property] of Object.entries(properties)) {
    const value = out[name];
    const childProperties = (property.items as JsonSchema | undefined)?.properties as Record<string, JsonSchema> | undefined;
    if (typeof property['x-children'] === 'string' && childProperties && Array.isArray(value)) {
      out[name] = value.map((item) => (item && typeof item === 'object' ? trimmed(childProperties, item as Record<string, unknown>) : item));
    }
    if (property['x-trim'] !== true || typeof value !== 'string') continue;
    if (value.trim()) out[name] = value.trim();
    else delete out[name];
  }
  return out;
}

/**
 * Validates (filling declared defaults) against the entity's schema as the company's
 * configuration resolves it, and answers the cleaned body, or throws a 400.
 */
export function validateBody(entity: RegisteredEntity, body: unknown, config: CompanyConfig = {}): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.badRequest('Corpo da requisição inválido.');
  const { validate, schema } = compiledFor(entity, config);
  const unstorable = invalidText(body);
  if (unstorable.length) throw errors.validation(unstorable);
  // A record read back carries the server's timestamps: accepted, never written.
  const { createdAt: _created, updatedAt: _updated, ...sent } = dropNulls(body) as Record<string, unknown>;
  const data = trimmed(entity.properties as Record<string, JsonSchema>, withoutReadOnly(entity, sent));
  if (!validate(data)) throw errors.validation(toFieldErrors(validate.errors, schema));
  return data;
}
