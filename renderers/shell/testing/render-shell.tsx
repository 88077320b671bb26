/** Renders shell parts with fresh stores, a scripted API and an in-memory router. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { DataProvider } from '../../../engine/react/data-provider';
import { DataProviderContext } from '../../../engine/react/data-provider';
import { SessionProvider } from '../session';
import type { SessionStore } from '../session-store';
import { createSessionStore } from '../session-store';
import type { EmpresaChannel, TabConflictStore } from '../tab-conflict';
import { createTabConflictStore } from '../tab-conflict';

/** Shows the current path, so tests can see redirects. */
export function LocationProbe(): React.JSX.Element {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export interface FakeChannel extends EmpresaChannel {
  announced: number[];
  /** Another tab announces its company. */
  receive(empresaId: number): void;
}

export function fakeChannel(): { open: (onEmpresa: (id: number) => void) => EmpresaChannel; channel: FakeChannel } {
  let listener: (id: number) => void = () => {};
  const channel: FakeChannel = {
    announced: [],
    announce: (id) => channel.announced.push(id),
    close: () => {},
    receive: (id) => listener(id),
  };
  return {
    channel,
    open(onEmpresa) {
      listener = onEmpresa;
      return channel;
    },
  };
}

export interface ShellOptions {
  provider: DataProvider;
  path?: string;
  store?: SessionStore;
  conflicts?: TabConflictStore;
  /** Extra routes beside `ui` (which is mounted at `*`). */
  routes?: ReactNode;
}

export function renderShell(ui: ReactNode, { provider, path = '/', store = createSessionStore(), conflicts = createTabConflictStore(), routes }: ShellOptions) {
  const { open, channel } = fakeChannel();
  const result = render(
    <DataProviderContext.Provider value={provider}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[path]}>
          <SessionProvider store={store} conflicts={conflicts} openChannel={open}>
            {routes ? (
              <Routes>
                {routes}
                <Route path="*" element={ui} />
              </Routes>
            ) : (
              ui
            )}
            <LocationProbe />
          </SessionProvider>
        </MemoryRouter>
      </SWRConfig>
    </DataProviderContext.Provider>,
  );
  return { ...result, store, conflicts, channel };
}
