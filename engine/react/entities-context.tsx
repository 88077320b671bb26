/**
 * The entities the session may read (GET /api/meta/entities), for what one entity needs to
 * know of another: a reference names an entity (`x-reference: "estado"`) and the screens
 * need its resource and summary field. The shell loads the list and provides it.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { EntityMeta } from '../api-types';

const EntitiesContext = createContext<readonly EntityMeta[]>([]);

export function EntitiesProvider({ entities, children }: { entities: readonly EntityMeta[]; children: ReactNode }): React.JSX.Element {
  return <EntitiesContext.Provider value={entities}>{children}</EntitiesContext.Provider>;
}

export function useEntities(): readonly EntityMeta[] {
  return useContext(EntitiesContext);
}

/** Where the options of a reference come from and which field names a record. */
export interface ReferenceTarget {
  resource: string;
  summary: string;
}

export type ResolveReference = (entityName: string) => ReferenceTarget | undefined;

export function referenceResolver(entities: readonly EntityMeta[]): ResolveReference {
  const byName = new Map(entities.map((e) => [e.name, { resource: e.resource, summary: e.summary }]));
  return (name) => byName.get(name);
}

export function useResolveReference(): ResolveReference {
  const entities = useEntities();
  return useMemo(() => referenceResolver(entities), [entities]);
}
