/**
 * The candidate's session in the portal (spec §2.4, §3.5): read once from
 * `/externo/userinfo`, apart from the internal session; logging out waits 2 s (spec §9).
 */
import { createContext, useContext, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { ReactNode } from 'react';
import type { ExternalUserInfo } from '../../../engine/api-types';
import { useDataProvider } from '../../../engine/react/data-provider';
import { call } from '../../../engine/react/api-client';

export const EXTERNAL_LOGOUT_DELAY_MS = 2000;

export interface ExternalLogin {
  /** Digits only. */
  cpf: string;
  senha: string;
  empresaId: number;
  /** The job ad the candidate came to apply for (spec §7 "POST /externo/login"). */
  solicitacaoId?: number;
}

export interface ExternalSessionState extends ExternalUserInfo {
  loading: boolean;
  /** Between the logout call and the end of its 2 s wait. */
  leaving: boolean;
}

export interface ExternalSessionApi {
  state: ExternalSessionState;
  refresh(): Promise<void>;
  /** Rejects with the server's `ApiRequestError`. */
  login(credentials: ExternalLogin): Promise<void>;
  logout(): Promise<void>;
}

const loggedOut: ExternalUserInfo = { authenticated: false, autenticadoRh: false };

const ExternalSessionContext = createContext<ExternalSessionApi | null>(null);

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function ExternalSessionProvider({ children, logoutDelayMs = EXTERNAL_LOGOUT_DELAY_MS }: { children: ReactNode; logoutDelayMs?: number }): React.JSX.Element {
  const provider = useDataProvider();
  const [leaving, setLeaving] = useState(false);
  // A failed read counts as logged out (spec §4, the same rule as the internal session).
  const { data, isLoading, mutate } = useSWR('externo/userinfo', () =>
    call(provider, 'GET /externo/userinfo', { errorMode: 'none' }).catch(() => loggedOut),
  );

  const api = useMemo<ExternalSessionApi>(
    () => ({
      state: { ...(data ?? loggedOut), loading: isLoading, leaving },
      refresh: async () => {
        await mutate();
      },
      async login({ solicitacaoId, ...credentials }) {
        const info = await call(provider, 'POST /externo/login', {
          body: credentials,
          form: true,
          params: solicitacaoId ? { solicitacaoId } : undefined,
          errorMode: 'none',
        });
        await mutate(info, { revalidate: false });
      },
      async logout() {
        setLeaving(true);
        try {
          await call(provider, 'POST /externo/userinfo/logout', { errorMode: 'none' });
        } catch {
          // Logged out locally anyway: the server session ends by its own timeout.
        }
        await wait(logoutDelayMs);
        await mutate(loggedOut, { revalidate: false });
        setLeaving(false);
      },
    }),
    [data, isLoading, leaving, mutate, provider, logoutDelayMs],
  );

  return <ExternalSessionContext.Provider value={api}>{children}</ExternalSessionContext.Provider>;
}

export function useExternalSession(): ExternalSessionApi {
  const session = useContext(ExternalSessionContext);
  if (!session) throw new Error('ExternalSessionProvider ausente');
  return session;
}
