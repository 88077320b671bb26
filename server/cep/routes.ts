/**
 * `GET /api/cep/{cep}`: the browser never calls the address service itself. 404: type it by hand.
 * `GET /api/cep/configuracao`: whether there is a service at all — without one the forms say so
 * beside the CEP and never ask (no 404 for every CEP typed).
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine';
import { errors } from '../errors';
import { lookUpCep, type ConsultaCep } from './viacep';

export function registerCepRoutes(app: FastifyInstance, engine: Engine): void {
  app.get('/api/cep/configuracao', { config: { openapi: { summary: 'Se a consulta de CEP está configurada (CEP_URL)', response: 'ConsultaCep' } } }, async (request): Promise<ConsultaCep> => {
    if (!request.session) throw errors.unauthorized();
    return { configurada: Boolean(engine.config.cepUrl) };
  });
  const openapi = { summary: 'O endereço de um CEP (404: digite-o)', response: 'Endereco' };
  app.get('/api/cep/:cep', { config: { rateLimit: { max: 120, timeWindow: '1 minute' }, openapi } }, async (request) => {
    if (!request.session) throw errors.unauthorized();
    const endereco = await lookUpCep(engine.config.cepUrl, (request.params as { cep: string }).cep);
    if (!endereco) throw errors.notFound();
    return endereco;
  });
}
