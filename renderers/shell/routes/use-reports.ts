import useSWR from 'swr';
import type { ReportMeta } from '../../../engine/report/api';
import { useDataProvider } from '../../../engine/react/data-provider';
import { useSession } from '../session';
import { call } from '../../../engine/react/api-client';

/** Declared reports, with today's default periods; refetched when the user or company changes. */
export function useReports(): { reports: ReportMeta[]; loading: boolean } {
  const provider = useDataProvider();
  const { state } = useSession();
  const key = state.authenticated ? ['meta-relatorios', state.usuario?.id, state.empresa?.id] : null;
  const { data, isLoading } = useSWR(key, () => call(provider, 'GET /meta/relatorios'));
  return { reports: Array.isArray(data) ? data : [], loading: isLoading };
}
