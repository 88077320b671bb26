/**
 * Holds the routes to what they say they answer (`config.openapi.response`, a type of the
 * OpenAPI document). `check` (the tests, `checkAnswers`): every JSON answer is validated
 * against its type, and one that says more or less answers 500 "Resposta fora do contrato" —
 * so a documented type cannot drift from the code. `filter` (production): what a type does
 * not name is dropped from the answer, so a field a route forgot to leave out never leaves
 * the server.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../engine/declaration';
import { AppError } from './errors';
import { successStatuses, type RouteDoc } from './openapi';

export const OUT_OF_CONTRACT = 'Resposta fora do contrato';

type Validators = (response: NonNullable<RouteDoc['response']>) => ValidateFunction;

/** One compiled validator per documented type; `removeAdditional` drops what objects closed by `additionalProperties: false` do not name. */
function validators(components: () => Record<string, JsonSchema>, removeAdditional: boolean): Validators {
  let ajv: Ajv | undefined;
  const compiled = new Map<RouteDoc['response'], ValidateFunction>();
  return (response) => {
    // Shapes, not input rules: declared formats and keywords are the forms' business.
    ajv ??= new Ajv({ strict: false, allErrors: !removeAdditional, validateFormats: false, $data: true, removeAdditional }).addSchema({ $id: 'api', components: { schemas: components() } });
    let validate = compiled.get(response);
    if (!validate) {
      const ref = (name: string) => ({ $ref: `api#/components/schemas/${name}` });
      const schema = typeof response !== 'string' ? response : response.endsWith('[]') ? { type: 'array', items: ref(response.slice(0, -2)) } : ref(response);
      validate = ajv.compile(schema);
      compiled.set(response, validate);
    }
    return validate;
  };
}

/** `components` gives the document's schemas, read at the first answer (after every route is registered). */
export function holdAnswersToContracts(app: FastifyInstance, components: () => Record<string, JsonSchema>, mode: 'check' | 'filter'): void {
  const check = validators(components, false);
  const remove = mode === 'filter' ? validators(components, true) : undefined;
  if (mode === 'check') {
    app.addHook('onSend', async (request, reply, payload) => {
      const doc = request.routeOptions.config.openapi;
      const status = reply.statusCode;
      if (doc && status < 300 && !successStatuses(doc).includes(status)) {
        throw new AppError(500, 'FORA_DO_CONTRATO', `${OUT_OF_CONTRACT} (${request.method} ${request.routeOptions.url}): respondeu ${status}, documentado ${successStatuses(doc).join(' ou ')}`);
      }
      return payload;
    });
  }
  app.addHook('preSerialization', async (request, reply, payload) => {
    const response = request.routeOptions.config.openapi?.response;
    if (!response || response === 'arquivo' || reply.statusCode >= 300) return payload;
    const validate = check(response);
    // Most answers pass as they are; only one that fails is judged again as the client will read it
    // (dates as strings, undefined dropped), so a valid answer costs no copy.
    if (validate(payload ?? null)) return payload;
    const answer: unknown = JSON.parse(JSON.stringify(payload ?? null));
    if (validate(answer)) return payload;
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
    const message = `${OUT_OF_CONTRACT} (${request.method} ${request.routeOptions.url}): ${problems.join('; ')}`;
    if (!remove) throw new AppError(500, 'FORA_DO_CONTRATO', message);
    // Only an answer out of its contract is filtered: a valid one is never touched.
    request.log.warn(message);
    remove(response)(answer);
    return answer;
  });
}
