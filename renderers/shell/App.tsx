import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { DataProvider } from '../../engine/react/data-provider';
import { DataProviderContext } from '../../engine/react/data-provider';
import { appDataProvider } from './app-data-provider';
import { RenderErrorBoundary } from './errors/RenderErrorBoundary';
import { LoadingIndicator } from './LoadingIndicator';
import { AppRoutes } from './routes/AppRoutes';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { SessionProvider } from './session';
import { TabConflictDialog } from './TabConflictDialog';

/**
 * The app: data provider, SWR (no refetch on focus: failed calls would toast again each time
 * the window is focused), router, session, and the shell-wide dialogs.
 */
export function App({ provider = appDataProvider }: { provider?: DataProvider }): React.JSX.Element {
  return (
    <DataProviderContext.Provider value={provider}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <BrowserRouter>
          <RenderErrorBoundary>
            <SessionProvider>
              <LoadingIndicator />
              <AppRoutes />
              <SessionExpiredDialog />
              <TabConflictDialog />
            </SessionProvider>
          </RenderErrorBoundary>
        </BrowserRouter>
      </SWRConfig>
    </DataProviderContext.Provider>
  );
}
