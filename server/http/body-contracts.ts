/**
 * Holds the bodies and query strings of hand-written routes to the contracts they name
 * (`config.openapi.body`, `config.openapi.query`: types of a module's `*.api.ts`; a query's
 * numbers and booleans are read from their text): before the handler runs, with the engine's validator and
 * pt-BR messages, a body out of its contract answers 400 with a message on each field — as
 * Fastify's own schema validation would, and before the route's authorisation, like it. The
 * bodies of entities (`<Entidade>Entrada`) and of declared actions are not named here: the
 * entity service validates those with the company's rules.
 */
import type { ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../../engine/declaration';
import { createAjv } from '../../engine/validation/ajv';
import { toFieldErrors } from '../../engine/validation/messages';
import { errors } from '../errors';

const REF = 'contratos#/components/schemas/';

/** The schema with the contracts its `$ref`s name put in place (once each: a recursive type stops), for the titles of the messages. */
function resolved(node: unknown, contracts: Record<string, JsonSchema>, seen: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(node)) return node.map((item) => resolved(item, contracts, seen));
  if (!node || typeof node !== 'object') return node;
  const { $ref } = node as { $ref?: unknown };
  const name = typeof $ref === 'string' ? $ref.replace('#/components/schemas/', '') : undefined;
  if (name && contracts[name]) return seen.has(name) ? {} : resolved(contracts[name], contracts, new Set([...seen, name]));
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(value, contracts, seen)]));
}

/** `contracts`: the API's types (generated/api.schema.json), by name. */
export function holdBodiesToContracts(app: FastifyInstance, contracts: Record<string, JsonSchema>): void {
  const checkers = { body: contractChecker(contracts, createAjv({ strict: false })), query: contractChecker(contracts, createAjv({ strict: false, coerceTypes: true })) };
  app.addHook('preValidation', async (request) => {
    const { body, query } = request.routeOptions.config.openapi ?? {};
    if (typeof body === 'string' && body in contracts && !request.isMultipart()) checkers.body(body, request.body ?? {});
    if (query && query in contracts) {
      // A copy: the coerced values replace the strings Fastify parsed.
      const values = { ...(request.query as object) };
      checkers.query(query, values);
      request.query = values;
    }
  });
}

/** Validates a value (in place: defaults, coercion) against a named contract, compiled once; 400 with pt-BR field messages. */
function contractChecker(contracts: Record<string, JsonSchema>, ajv: ReturnType<typeof createAjv>) {
  // Only the contracts' own keywords: what a declaration adds (formats of CPF, `x-` marks) is the service's.
  ajv.addSchema({ $id: 'contratos', components: { schemas: contracts } });
  const compiled = new Map<string, { validate: ValidateFunction; schema: JsonSchema }>();
  return (name: string, value: unknown) => {
    let found = compiled.get(name);
    if (!found) {
      found = { validate: ajv.compile({ $ref: `${REF}${name}` }), schema: resolved(contracts[name], contracts) as JsonSchema };
      compiled.set(name, found);
    }
    if (!found.validate(value)) throw errors.validation(toFieldErrors(found.validate.errors, found.schema));
  };
}
