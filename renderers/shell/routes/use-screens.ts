import useSWR from 'swr';
import type { ScreenMeta } from '../../../engine/api-types';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useSession } from '../session';
import { call } from '../../../engine/react/api-client';

/** Declared hand-written screens, with whether the session may open each; refetched when the user or company changes. */
export function useScreens(): { screens: ScreenMeta[]; loading: boolean } {
  const provider = useDataProvider();
  const { state } = useSession();
  const key = state.authenticated ? ['meta-telas', state.usuario?.id, state.empresa?.id] : null;
  const { data, isLoading } = useSWR(key, () => call(provider, 'GET /meta/telas'));
  return { screens: Array.isArray(data) ? data : [], loading: isLoading };
}
