import { useMemo } from 'react';
import useSWR from 'swr';
import type { EntityMeta } from '../../../engine/api-types';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useSession } from '../session';
import { call } from '../../../engine/react/api-client';

/** Declarations this session may read, resolved for its company; refetched when the user or company changes. */
export function useEntities(): { entities: EntityMeta[]; loading: boolean } {
  const provider = useDataProvider();
  const { state } = useSession();
  const key = state.authenticated ? ['meta-entities', state.usuario?.id, state.empresa?.id] : null;
  const { data, isLoading } = useSWR(key, () => call(provider, 'GET /meta/entities'));
  const entities = useMemo(() => (Array.isArray(data) ? data : []), [data]);
  return { entities, loading: isLoading };
}
