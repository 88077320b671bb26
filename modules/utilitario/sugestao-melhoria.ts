/**
 * Sugestão de melhoria: any signed-in user sends one from the user menu (the entity's own
 * routes are the administrators'); it is recorded with who sent it.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from '../../engine/declaration';
import { requireSession } from '../../server/auth/guard';
import { componentOf } from '../../server/openapi';
import type { Engine } from '../../server/engine';
import type { SugestaoForm } from './sugestao-melhoria.api';

export function registerSugestaoMelhoria(app: FastifyInstance, engine: Engine): void {
  const entity = engine.registry.get('sugestaoMelhoria');
  const base = `/api/${entity.resource}`;
  // What the sender types: the properties that are not the server's.
  const properties = Object.fromEntries(Object.entries(entity.properties).filter(([, schema]) => schema.readOnly !== true));
  const form: SugestaoForm = { schema: { type: 'object', properties, required: entity.schema.required } as JsonSchema, form: entity.form ?? {} };

  app.get(`${base}/formulario`, { config: { openapi: { summary: 'O formulário de envio de uma sugestão (qualquer usuário)', response: 'SugestaoForm' } } }, async (request) => {
    requireSession(request, 'interno');
    return form;
  });

  app.post(`${base}/enviar`, { config: { openapi: { summary: 'Envia uma sugestão de melhoria (qualquer usuário) e responde a gravada', body: form.schema, response: componentOf(entity), status: 201 } } }, async (request, reply) => {
    const scope = requireSession(request, 'interno');
    return reply.code(201).send(await engine.entities.create(entity, scope, request.body));
  });

  // Whoever sends it, by this call or the administrators' generic one.
  engine.hooks.register(entity.name, {
    beforeWrite({ action, data, scope }) {
      if (action === 'create') data!.usuario = { id: scope.usuarioId };
    },
  });
}
