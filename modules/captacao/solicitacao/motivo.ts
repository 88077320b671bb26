/** Request reasons: the options call of the request form (spec §7 "motivo solicitação /options"). */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { readScope } from '../../../server/crud/request-scope';

export function registerMotivoSolicitacao(app: FastifyInstance, engine: Engine): void {
  const entity = engine.registry.get('motivoSolicitacao');
  const summary = `${entity.labelPlural} para escolha, por descrição (id e descrição)`;
  app.get(`/api/${entity.resource}/options`, { config: { openapi: { summary, response: 'OptionItem[]' } } }, async (request) => {
    const scope = readScope(request, entity);
    const options = await engine.entities.list(entity, scope, { unpaged: 'true', resumido: 'true', sort: ['descricao,asc'] });
    return options;
  });
}
