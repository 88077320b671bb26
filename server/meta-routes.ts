/**
 * `GET /api/meta/entities`: every declaration with a screen, for the browser's registry, each
 * with what this session may do — so a screen without its authority answers "Acesso Negado"
 * rather than "Página Não Encontrada". Declarations describe the product, not its data.
 * Owned child records come along (their owner's form edits them), with their owner's rights.
 *
 * `GET /api/meta/entities/{name}/schema`: the schema as the session company's configuration
 * resolves it (`configIf`, `configRequired`…), so the form demands what the API will, at once.
 */
import type { FastifyInstance } from 'fastify';
import type { EntityMeta } from '../engine/api-types';
import { screenRoute } from '../engine/menu';
import type { RegisteredEntity } from '../engine/registry/registry';
import type { CompanyConfig } from '../engine/validation/config-conditions';
import type { Engine } from './engine';
import { hasAny, requireSession } from './auth/guard';
import { companyConfig, configValues } from './crud/company-config';
import { resolvedSchema } from './crud/validators';
import { errors } from './errors';
import { runInScope } from './db/tenant-context';

/** What the browser knows of a declaration: all but its storage, with what the session may do. */
export function entityMeta(entity: RegisteredEntity, can: EntityMeta['can'], config: CompanyConfig): EntityMeta {
  const { source: _source, properties: _properties, seed: _seed, table: _table, configKeys, ...declaration } = entity;
  return {
    ...declaration,
    route: screenRoute(declaration),
    configurable: configKeys.length > 0,
    can,
    ...(configKeys.length ? { config: Object.fromEntries(configKeys.map((key) => [key, config[key]])) } : {}),
  };
}

export function registerMetaRoutes(app: FastifyInstance, engine: Engine): void {
  const { registry } = engine;
  /** Whose authorities and operations rule an entity: its own, or its owner's. */
  const governing = (entity: RegisteredEntity): RegisteredEntity => (entity.owner ? governing(registry.get(entity.owner)) : entity);

  app.get('/api/meta/entities', async (request): Promise<EntityMeta[]> => {
    const scope = requireSession(request, 'interno');
    const session = request.session!;
    const entities = registry.all().filter((entity) => governing(entity).operations.length > 0);
    // The values the screens' rules read (`configIf`): the browser resolves hints and actions as the server does.
    const keys = [...new Set(entities.flatMap((entity) => entity.configKeys))];
    const config = await configValues(engine.db, registry, keys, scope.empresaId);
    return entities
      .map((entity) => {
        const { authorities, operations } = governing(entity);
        const read = hasAny(session, authorities?.read);
        const write = read && operations.some((op) => op !== 'list' && op !== 'read');
        return entityMeta(entity, { read, write: write && hasAny(session, authorities?.write ?? authorities?.read) }, config);
      });
  });

  app.get('/api/meta/entities/:name/schema', async (request) => {
    const entity = registry.find((request.params as { name: string }).name);
    if (!entity || governing(entity).operations.length === 0) throw errors.notFound();
    const scope = requireSession(request, 'interno', governing(entity).authorities?.read);
    const config = await runInScope(scope, () => companyConfig(engine.db, registry, entity, scope.empresaId));
    // The body's schema less what the server owns (`id`, `version`): the form's.
    const resolved = resolvedSchema(entity, config);
    const { id: _id, version: _version, ...declared } = resolved.properties as Record<string, unknown>;
    return { ...resolved, properties: declared };
  });
}
