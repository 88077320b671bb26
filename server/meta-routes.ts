/**
 * `GET /api/meta/entities`: every declaration with a screen, for the browser's registry, each
 * with what this session may do — so a screen without its authority answers "Acesso Negado"
 * rather than "Página Não Encontrada". Declarations describe the product, not its data.
 * Owned child records come along (their owner's form edits them), with their owner's rights.
 *
 * Each declaration comes resolved for the session company's configuration (`configIf`,
 * `configRequired`…) by the function the server validates with, so the screens demand what the
 * API will; the browser never resolves one itself.
 *
 * `GET /api/meta/entities/{name}`: one of them, read afresh — a form opens with it, so a
 * configuration change shows at once.
 *
 * `GET /api/meta/telas`: the declared hand-written screens, each with whether the session may
 * open it; the shell routes to them and the modules' manifests draw them.
 */
import type { FastifyInstance } from 'fastify';
import type { EntityMeta, ScreenMeta } from '../engine/api-types';
import { screenRoute } from '../engine/menu';
import type { RegisteredEntity } from '../engine/registry/registry';
import { resolveConfig, type CompanyConfig } from '../engine/validation/config-conditions';
import type { Engine } from './engine';
import { hasAny, requireSession } from './auth/guard';
import type { Session } from './auth/sessions';
import { companyConfig, configValues } from './crud/company-config';
import { maySetShared } from './crud/request-scope';
import { errors } from './errors';
import { runInScope } from './db/tenant-context';

/**
 * What the browser knows of a declaration: all but its storage, resolved for the company's
 * configuration, with what the session may do. The configuration values stay alongside: an
 * action's refusal may read them against a record.
 */
export function entityMeta(entity: RegisteredEntity, can: EntityMeta['can'], config: CompanyConfig): EntityMeta {
  const { source: _source, properties: _properties, seed: _seed, table: _table, configKeys, ...declaration } = entity;
  const meta: EntityMeta = { ...declaration, route: screenRoute(declaration), configurable: configKeys.length > 0, can };
  if (!configKeys.length) return meta;
  return {
    ...meta,
    schema: resolveConfig(meta.schema, config) as EntityMeta['schema'],
    form: resolveConfig(meta.form, config) as EntityMeta['form'],
    actions: resolveConfig(meta.actions, config) as EntityMeta['actions'],
    config: Object.fromEntries(configKeys.map((key) => [key, config[key]])),
  };
}

export function registerMetaRoutes(app: FastifyInstance, engine: Engine): void {
  const { registry } = engine;
  /** Whose authorities and operations rule an entity: its own, or its owner's. */
  const governing = (entity: RegisteredEntity): RegisteredEntity => (entity.owner ? governing(registry.get(entity.owner)) : entity);

  /** What the session may do with an entity: its authorities, or its owner's. */
  const rights = (session: Session, entity: RegisteredEntity): EntityMeta['can'] => {
    const owner = governing(entity);
    const { authorities, operations } = owner;
    const read = hasAny(session, authorities?.read);
    const write = read && operations.some((op) => op !== 'list' && op !== 'read') && maySetShared(owner, session.usuarioId);
    return { read, write: write && hasAny(session, authorities?.write ?? authorities?.read) };
  };

  app.get('/api/meta/entities', { config: { openapi: { summary: 'Declarações das telas, com o que a sessão pode fazer em cada uma', response: 'EntityMeta[]' } } }, async (request): Promise<EntityMeta[]> => {
    const scope = requireSession(request, 'interno');
    const entities = registry.all().filter((entity) => governing(entity).operations.length > 0);
    const keys = [...new Set(entities.flatMap((entity) => entity.configKeys))];
    const config = await configValues(engine.db, registry, keys, scope.empresaId);
    return entities.map((entity) => entityMeta(entity, rights(request.session!, entity), config));
  });

  app.get('/api/meta/entities/:name', { config: { openapi: { summary: 'Declaração de uma tela, resolvida pela configuração da empresa', response: 'EntityMeta' } } }, async (request): Promise<EntityMeta> => {
    const entity = registry.find((request.params as { name: string }).name);
    if (!entity || governing(entity).operations.length === 0) throw errors.notFound();
    const scope = requireSession(request, 'interno', governing(entity).authorities?.read);
    const config = await runInScope(scope, () => companyConfig(engine.db, registry, entity, scope.empresaId));
    return entityMeta(entity, rights(request.session!, entity), config);
  });

  app.get('/api/meta/telas', { config: { openapi: { summary: 'Telas declaradas (Nine Box, organograma…), com se a sessão pode abri-las', response: 'ScreenMeta[]' } } }, async (request): Promise<ScreenMeta[]> => {
    requireSession(request, 'interno');
    return registry.screens.map(({ name, module, label, route, renderer, data, readAuthorities }) => ({
      name,
      module,
      label,
      route,
      renderer,
      ...(data && { data }),
      can: { read: hasAny(request.session!, readAuthorities) },
    }));
  });
}
