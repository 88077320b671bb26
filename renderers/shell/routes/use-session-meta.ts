import { useMemo } from 'react';
import useSWR from 'swr';
import type { ApiRoutes } from '../../../generated/api-routes';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useSession } from '../session';

/** The declarations the internal screens are built from: entities, reports (with today's default periods) and hand-written screens. */
type MetaRoute = 'GET /meta/entities' | 'GET /meta/relatorios' | 'GET /meta/telas';

/** One of them as this session sees it, refetched when the user or company changes; empty until it arrives. */
export function useSessionMeta<R extends MetaRoute>(route: R): { items: ApiRoutes[R]['response']; loading: boolean } {
  const provider = useDataProvider();
  const { state } = useSession();
  const key = state.authenticated ? [route, state.usuario?.id, state.empresa?.id] : null;
  const { data, isLoading } = useSWR(key, () => call<MetaRoute>(provider, route));
  const items = useMemo(() => (Array.isArray(data) ? data : []) as ApiRoutes[R]['response'], [data]);
  return { items, loading: isLoading };
}
