/**
 * Screen routes derived from the declarations (a new schema file adds its screens with no
 * code): list at `route`, form at `route/new` and `route/:id`, as far as its operations allow.
 */
import type { EntityMeta } from '../../../engine/api-types';
import type { Operation } from '../../../engine/declaration';

export interface EntityRoute {
  path: string;
  entity: EntityMeta;
  kind: 'list' | 'new' | 'edit' | 'singleton';
}

function operationsOf(entity: EntityMeta): Operation[] {
  if (entity.operations?.length) return entity.operations;
  return entity.scope === 'global' ? ['list', 'read'] : ['list', 'read', 'create', 'update', 'delete'];
}

export function entityRoutes(entities: readonly EntityMeta[]): EntityRoute[] {
  const routes: EntityRoute[] = [];
  for (const entity of entities) {
    // Owned child records are edited inside their owner's form.
    if (entity.owner) continue;
    const base = entity.route.replace(/^\/+|\/+$/g, '');
    // One record per company: the form is the screen.
    if (entity.singleton) {
      routes.push({ path: base, entity, kind: 'singleton' });
      continue;
    }
    const operations = operationsOf(entity);
    if (operations.includes('list')) routes.push({ path: base, entity, kind: 'list' });
    if (operations.includes('create')) routes.push({ path: `${base}/new`, entity, kind: 'new' });
    if (operations.includes('read') || operations.includes('update')) routes.push({ path: `${base}/:id`, entity, kind: 'edit' });
  }
  return routes;
}
