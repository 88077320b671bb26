/**
 * `GET /api/meta/entities`: every declaration with a screen, for the browser's registry, each
 * with what this session may do — so a screen without its authority answers "Acesso Negado"
 * rather than "Página Não Encontrada". Declarations describe the product, not its data.
 */
import type { FastifyInstance } from 'fastify';
import type { EntityMeta } from '../engine/api-types';
import { screenRoute } from '../engine/menu';
import type { Engine } from './engine';
import { configValues } from './crud/company-config';
import { hasAny, requireSession } from './auth/guard';

export function registerMetaRoutes(app: FastifyInstance, engine: Engine): void {
  app.get('/api/meta/entities', async (request): Promise<EntityMeta[]> => {
    const scope = requireSession(request, 'interno');
    const session = request.session!;
    const entities = engine.registry.all().filter((entity) => entity.operations.length > 0);
    // The values the screens' rules read (`configIf`): the browser resolves a form as the server validates it.
    const keys = [...new Set(entities.flatMap((entity) => entity.configKeys))];
    const config = await configValues(engine.db, engine.registry, keys, scope.empresaId);
    return entities
      .map(({ source: _source, properties: _properties, seed: _seed, table: _table, configKeys: keys, ...declaration }) => {
        const read = hasAny(session, declaration.authorities?.read);
        const write = read && declaration.operations.some((op) => op !== 'list' && op !== 'read');
        return {
          ...declaration,
          route: screenRoute(declaration),
          can: { read, write: write && hasAny(session, declaration.authorities?.write ?? declaration.authorities?.read) },
          ...(keys.length ? { config: Object.fromEntries(keys.map((key) => [key, config[key]])) } : {}),
        };
      });
  });
}
