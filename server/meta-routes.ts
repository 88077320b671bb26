/** `GET /api/meta/entities`: the declarations a session may read, for the browser's registry. */
import type { FastifyInstance } from 'fastify';
import type { EntityMeta } from '../engine/api-types';
import { screenRoute } from '../engine/menu';
import type { Engine } from './engine';
import { hasAny, requireSession } from './auth/guard';

export function registerMetaRoutes(app: FastifyInstance, engine: Engine): void {
  app.get('/api/meta/entities', async (request): Promise<EntityMeta[]> => {
    requireSession(request, 'interno');
    const session = request.session!;
    return engine.registry
      .all()
      .filter((entity) => entity.operations.length > 0 && hasAny(session, entity.authorities?.read))
      .map(({ source: _source, properties: _properties, seed: _seed, table: _table, ...declaration }) => {
        const write = declaration.operations.some((op) => op !== 'list' && op !== 'read');
        return {
          ...declaration,
          route: screenRoute(declaration),
          can: { read: true, write: write && hasAny(session, declaration.authorities?.write ?? declaration.authorities?.read) },
        };
      });
  });
}
