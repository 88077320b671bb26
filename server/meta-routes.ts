/**
 * `GET /api/meta/entities`: every declaration with a screen, for the browser's registry, each
 * with what this session may do — so a screen without its authority answers "Acesso Negado"
 * rather than "Página Não Encontrada". Declarations describe the product, not its data.
 */
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
      .filter((entity) => entity.operations.length > 0)
      .map(({ source: _source, properties: _properties, seed: _seed, table: _table, configKeys: _keys, ...declaration }) => {
        const read = hasAny(session, declaration.authorities?.read);
        const write = read && declaration.operations.some((op) => op !== 'list' && op !== 'read');
        return {
          ...declaration,
          route: screenRoute(declaration),
          can: { read, write: write && hasAny(session, declaration.authorities?.write ?? declaration.authorities?.read) },
        };
      });
  });
}
