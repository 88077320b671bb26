import { canDo } from '../../../engine/react/entity-operations';
import { useParams } from 'react-router-dom';
import type { EntityMeta } from '../../../engine/api-types';
import { AccessDeniedPage } from '../errors/AccessDeniedPage';
import { lazily } from './lazily';
import { LazyEntityFormScreen, LazyEntityListScreen, LazySingletonFormScreen } from './lazy-entity-screens';

/** `route`: the list, when the session may read. */
export function EntityListRoute({ entity }: { entity: EntityMeta }): React.JSX.Element {
  if (!entity.can.read) return <AccessDeniedPage />;
  return lazily(<LazyEntityListScreen entity={entity} />);
}

/** `route/new` (needs write) and `route/:id` (needs read; the form itself locks without write). */
export function EntityFormRoute({ entity, creating }: { entity: EntityMeta; creating: boolean }): React.JSX.Element {
  const { id } = useParams();
  if (creating ? !canDo(entity, 'create') : !entity.can.read) return <AccessDeniedPage />;
  // A new key per record: the form starts clean when going from one record to another.
  return lazily(<LazyEntityFormScreen key={`${entity.name}:${id ?? 'new'}`} entity={entity} id={creating ? undefined : id} />);
}

/** A singleton entity's record (one per company): its form is the screen. */
export function SingletonRoute({ entity }: { entity: EntityMeta }): React.JSX.Element {
  if (!entity.can.read) return <AccessDeniedPage />;
  return lazily(<LazySingletonFormScreen entity={entity} />);
}
