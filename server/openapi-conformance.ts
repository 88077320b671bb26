/**
 * Holds the routes to what they say they answer: with `checkAnswers` on (the tests), every
 * JSON answer of a route documented by a type (`config.openapi.response`) is validated against
 * that type's schema in the OpenAPI document, and one that says more or less answers 500
 * "Resposta fora do contrato" — so a documented type cannot drift from the code.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../engine/declaration';
import { AppError } from './errors';
import { successStatuses, type RouteDoc } from './openapi';

export const OUT_OF_CONTRACT = 'Resposta fora do contrato';

/** `components` gives the document's schemas, read when the first answer is checked (after every route is registered). */
export function checkAnswersAgainstContracts(app: FastifyInstance, components: () => Record<string, JsonSchema>): void {
  let ajv: Ajv | undefined;
  const validators = new Map<RouteDoc['response'], ValidateFunction>();
  const validatorOf = (response: NonNullable<RouteDoc['response']>): ValidateFunction => {
    // Shapes, not input rules: declared formats and keywords are the forms' business.
    ajv ??= new Ajv({ strict: false, allErrors: true, validateFormats: false, $data: true }).addSchema({ $id: 'api', components: { schemas: components() } });
    let validate = validators.get(response);
    if (!validate) {
      const ref = (name: string) => ({ $ref: `api#/components/schemas/${name}` });
      const schema = typeof response !== 'string' ? response : response.endsWith('[]') ? { type: 'array', items: ref(response.slice(0, -2)) } : ref(response);
      validate = ajv.compile(schema);
      validators.set(response, validate);
    }
    return validate;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const doc = request.routeOptions.config.openapi;
    const status = reply.statusCode;
    if (doc && status < 300 && !successStatuses(doc).includes(status)) {
      throw new AppError(500, 'FORA_DO_CONTRATO', `${OUT_OF_CONTRACT} (${request.method} ${request.routeOptions.url}): respondeu ${status}, documentado ${successStatuses(doc).join(' ou ')}`);
    }
    return payload;
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const response = request.routeOptions.config.openapi?.response;
    if (!response || response === 'arquivo' || reply.statusCode >= 300) return payload;
    const validate = validatorOf(response);
    // As the client will read it: dates as strings, undefined dropped.
    if (!validate(JSON.parse(JSON.stringify(payload ?? null)))) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`);
      throw new AppError(500, 'FORA_DO_CONTRATO', `${OUT_OF_CONTRACT} (${request.method} ${request.routeOptions.url}): ${problems.join('; ')}`);
    }
    return payload;
  });
}
