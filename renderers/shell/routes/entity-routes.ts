/** Screen routes derived from the declarations (a new schema file adds its screens with no code). */
import type { EntityMeta } from '../../../engine/api-types';
import { entityScreenKinds, type EntityScreenKind } from '../../../engine/screen/entity-screens';

export interface EntityRoute {
  path: string;
  entity: EntityMeta;
  kind: EntityScreenKind;
}

export function entityRoutes(entities: readonly EntityMeta[]): EntityRoute[] {
  return entities.flatMap((entity) => {
    const base = entity.route.replace(/^\/+|\/+$/g, '');
    const paths: Record<EntityScreenKind, string> = { list: base, singleton: base, new: `${base}/new`, edit: `${base}/:id` };
    return entityScreenKinds(entity).map((kind) => ({ path: paths[kind], entity, kind }));
  });
}
