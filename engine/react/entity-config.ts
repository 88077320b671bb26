/**
 * A declaration as the session's company sees it: its `configIf` parts (schema rules, form
 * hints, action dialogs) resolved with the values the server sent, by the very function the
 * server validates with.
 */
import type { EntityMeta } from '../api-types';
import { resolveConfig } from '../validation/config-conditions';

export function withCompanyConfig(entity: EntityMeta): EntityMeta {
  const { config } = entity;
  if (!config) return entity;
  return {
    ...entity,
    schema: resolveConfig(entity.schema, config) as EntityMeta['schema'],
    form: resolveConfig(entity.form, config) as EntityMeta['form'],
    actions: resolveConfig(entity.actions, config) as EntityMeta['actions'],
  };
}
