/**
 * The REST endpoints of every declared entity (spec §7 "Generic CRUD"), registered from the
 * registry: thin handlers that check the session and hand over to the entity service. An owned
 * entity's records are reached under their owner (owned-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { fileFieldOf } from '../../engine/file/file-field';
import { childrenOf, type RegisteredEntity } from '../../engine/registry/registry';
import type { Engine } from '../engine';
import { errors } from '../errors';
import { recordId } from './path-id';
import { readScope, writeScope } from './request-scope';
import { sweepAbandonedParts } from './file-parts';
import { registerOwnedCrud } from './owned-routes';
import { registerSingletonRoutes } from './singleton-routes';

export { recordId } from './path-id';

export function registerCrudRoutes(app: FastifyInstance, engine: Engine): void {
  const { entities } = engine;
  for (const entity of engine.registry.all()) {
    if (entity.singleton) {
      registerSingletonRoutes(app, engine, entity);
      continue;
    }
    // Uploads a crash interrupted left parts without a record.
    if (fileFieldOf(entity)) app.addHook('onReady', () => sweepAbandonedParts(engine.database.owner, entity));
    if (entity.owner) {
      if (!entity.operations.length) continue;
      // Rewritten whole with the owner's form, the records would lose what their own routes wrote (ids, files).
      if (childrenOf(engine.registry.get(entity.owner), engine.registry).some(({ child }) => child === entity)) {
        throw new Error(`${entity.source}: um registro filho com "operations" não pode estar também num "x-children" do dono`);
      }
      registerOwnedCrud(app, engine, entity);
      continue;
    }
    const base = `/api/${entity.resource}`;
    const can = (operation: RegisteredEntity['operations'][number]) => entity.operations.includes(operation);
    if (can('list')) app.get(base, async (request) => entities.list(entity, readScope(request, entity), request.query));
    if (can('read')) app.get(`${base}/:id`, async (request) => entities.get(entity, readScope(request, entity), recordId(request), undefined, true));
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
