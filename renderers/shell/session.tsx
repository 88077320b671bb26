/**
 * Session in React (spec §4): reads user-info once, logs in and out, and keeps the tab's
 * company announced to the other tabs (tab conflict, spec §8).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { UserInfo } from '../../engine/api-types';
import { useDataProvider } from '../../engine/react/data-provider';
import type { SessionState, SessionStore } from './session-store';
import { sessionStore as defaultSessionStore } from './session-store';
import type { EmpresaChannel, TabConflictStore } from './tab-conflict';
import { openEmpresaChannel, tabConflictStore as defaultTabConflictStore } from './tab-conflict';
import { call } from '../../engine/react/api-client';
import type { LoginBody } from '../../engine/forms/login';

/** The login form's values (the CPF in digits only). */
export type LoginCredentials = LoginBody;

export interface SessionApi {
  state: SessionState;
  /** Reads user-info again (after a company switch, for instance). */
  refresh(): Promise<void>;
  /** Rejects with the server's `ApiRequestError` (fields on 400, message on 401). */
  login(credentials: LoginCredentials): Promise<void>;
  logout(): Promise<void>;
  closeExpiredPrompt(): void;
}

const SessionContext = createContext<SessionApi | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  store?: SessionStore;
  conflicts?: TabConflictStore;
  /** Tests pass a fake; default: BroadcastChannel. */
  openChannel?: (onEmpresa: (empresaId: number) => void) => EmpresaChannel;
}

export function SessionProvider({ children, store = defaultSessionStore, conflicts = defaultTabConflictStore, openChannel = openEmpresaChannel }: SessionProviderProps): React.JSX.Element {
  const provider = useDataProvider();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const channel = useRef<EmpresaChannel | null>(null);

  useEffect(() => {
    const opened = openChannel((empresaId) => {
      const own = store.getState();
      if (!own.authenticated || own.empresa === undefined) return;
      if (empresaId === own.empresa.id) conflicts.clear();
      else conflicts.conflict();
    });
    channel.current = opened;
    return () => {
      opened.close();
      channel.current = null;
    };
  }, [store, conflicts, openChannel]);

  const accept = useCallback(
    (info: UserInfo) => {
      store.loaded(info);
      if (info.authenticated && info.empresa) {
        conflicts.clear();
        channel.current?.announce(info.empresa.id);
      }
    },
    [store, conflicts],
  );

  const refresh = useCallback(async () => {
    try {
      accept(await call(provider, 'GET /userinfo', { errorMode: 'none' }));
    } catch {
      store.failed();
    }
  }, [provider, store, accept]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const api = useMemo<SessionApi>(
    () => ({
      state,
      refresh,
      async login(credentials) {
        accept(await call(provider, 'POST /login', { body: { ...credentials }, errorMode: 'none' }));
      },
      async logout() {
        store.startLoading();
        try {
          await call(provider, 'POST /logout', { errorMode: 'none' });
        } catch {
          // Logged out locally anyway: the server session ends by its own timeout.
        }
        store.reset();
        conflicts.clear();
      },
      closeExpiredPrompt: () => store.closeExpiredPrompt(),
    }),
    [state, refresh, accept, provider, store, conflicts],
  );

  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('SessionProvider ausente');
  return session;
}
