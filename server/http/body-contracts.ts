/**
 * Holds the bodies of hand-written routes to the contracts they name (`config.openapi.body`,
 * a type of a module's `*.api.ts`): before the handler runs, with the engine's validator and
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
  // Only the contracts' own keywords: what a declaration adds (formats of CPF, `x-` marks) is the service's.
  const ajv = createAjv({ strict: false }).addSchema({ $id: 'contratos', components: { schemas: contracts } });
  const compiled = new Map<string, { validate: ValidateFunction; schema: JsonSchema }>();
  const contractOf = (name: string) => {
    let found = compiled.get(name);
    if (!found) {
      found = { validate: ajv.compile({ $ref: `${REF}${name}` }), schema: resolved(contracts[name], contracts) as JsonSchema };
      compiled.set(name, found);
    }
    return found;
  };
  app.addHook('preValidation', async (request) => {
    const body = request.routeOptions.config.openapi?.body;
    if (typeof body !== 'string' || !(body in contracts) || request.isMultipart()) return;
    const { validate, schema } = contractOf(body);
    if (!validate(request.body ?? {})) throw errors.validation(toFieldErrors(validate.errors, schema));
  });
}
