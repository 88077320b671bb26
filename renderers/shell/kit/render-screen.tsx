/** Renders a screen as the app does — router, data provider, entities, the shell's kit, a fresh SWR cache — for tests. */
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DataProviderContext } from '../../../engine/react/data-provider';
import type { DataProvider } from '../../../engine/react/data-provider';
import type { EntityMeta } from '../../../engine/api-types';
import { EntitiesProvider } from '../../../engine/react/entities-context';
import { ShellKitProvider } from './shell-kit';

export interface ScreenOptions {
  provider: DataProvider;
  entities?: EntityMeta[];
  /** Starting URL. */
  at?: string;
  /** Route pattern the screen answers (default: every path). */
  path?: string;
}

/** Shows the current URL so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderScreen(screen: ReactNode, { provider, entities = [], at = '/', path = '*' }: ScreenOptions): RenderResult {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DataProviderContext.Provider value={provider}>
        <EntitiesProvider entities={entities}>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={path} element={<ShellKitProvider>{screen}</ShellKitProvider>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </EntitiesProvider>
      </DataProviderContext.Provider>
    </SWRConfig>,
  );
}
