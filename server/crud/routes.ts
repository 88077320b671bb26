/**
 * The REST endpoints of every declared entity (spec §7 "Generic CRUD"), registered from the
 * registry: thin handlers that check the session and hand over to the entity service.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegisteredEntity } from '../../engine/registry/registry';
import type { Engine } from '../engine';
import { errors } from '../errors';
import { readScope, writeScope } from './request-scope';
import { registerSingletonRoutes } from './singleton-routes';

/** Path ids are positive integers; anything else names no record. */
export function recordId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw errors.notFound();
  return id;
}

export function registerCrudRoutes(app: FastifyInstance, engine: Engine): void {
  const { entities } = engine;
  for (const entity of engine.registry.all()) {
    if (entity.singleton) {
      registerSingletonRoutes(app, engine, entity);
      continue;
    }
    const base = `/api/${entity.resource}`;
    const can = (operation: RegisteredEntity['operations'][number]) => entity.operations.includes(operation);
    if (can('list')) app.get(base, async (request) => entities.list(entity, readScope(request, entity), request.query));
    if (can('read')) app.get(`${base}/:id`, async (request) => entities.get(entity, readScope(request, entity), recordId(request)));
    if (can('create')) {
      app.post(base, async (request, reply) => {
        const created = await entities.create(entity, writeScope(request, entity), request.body);
        return reply.code(201).send(created);
      });
    }
    if (can('update')) {
      app.put(`${base}/:id`, async (request) => entities.replace(entity, writeScope(request, entity), recordId(request), request.body));
      app.patch(`${base}/:id`, async (request) => entities.patch(entity, writeScope(request, entity), recordId(request), request.body));
      // Spec §7: a PUT must name its record.
      app.put(base, { config: { openapi: { summary: 'Recusado: um PUT nomeia o registro (/{id})' } } }, async (request) => {
        writeScope(request, entity);
        throw errors.noId();
      });
    }
    if (can('delete')) {
      app.delete(`${base}/:id`, async (request, reply) => {
        await entities.remove(entity, writeScope(request, entity), recordId(request));
        return reply.code(204).send();
      });
    }
  }
}
