/** `GET /api/cep/{cep}`: the browser never calls the address service itself. 404: type it by hand. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../engine';
import { errors } from '../errors';
import { lookUpCep } from './viacep';

export function registerCepRoutes(app: FastifyInstance, engine: Engine): void {
  const openapi = { summary: 'O endereço de um CEP (404: digite-o)', response: 'Endereco' };
  app.get('/api/cep/:cep', { config: { rateLimit: { max: 120, timeWindow: '1 minute' }, openapi } }, async (request) => {
    if (!request.session) throw errors.unauthorized();
    const endereco = await lookUpCep(engine.config.cepUrl, (request.params as { cep: string }).cep);
    if (!endereco) throw errors.notFound();
    return endereco;
  });
}
