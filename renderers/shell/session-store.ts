/**
 * Session state (spec §3.5, §4) as a plain store, outside React, because the HTTP provider
 * must mark the session expired on a 401 wherever the call came from.
 */
import type { EmpresaResumo, MenuItem, ParametrosDoSistema, UserInfo, UsuarioSessao } from '../../engine/api-types';
import { externalStore, type ExternalStore } from './external-store';

export interface SessionState {
  loading: boolean;
  authenticated: boolean;
  /** A call answered 401: the server forgot this session. */
  expired: boolean;
  /** The "Sua sessão expirou." prompt is showing. */
  expiredPromptOpen: boolean;
  autenticadoRh: boolean;
  usuario?: UsuarioSessao;
  empresa?: EmpresaResumo;
  empresas: EmpresaResumo[];
  authorities: string[];
  menu: MenuItem[];
  parametrosDoSistema: ParametrosDoSistema;
  usuarioFortes: boolean;
  horaExpiracao?: string;
  aceitoPoliticaSeguranca: boolean;
  possuiSst: boolean;
  linkChat: string | null;
}

/** Used until the server has answered, and when user-info could not be read at all. */
export const DEFAULT_PARAMETROS: ParametrosDoSistema = {
  versao: '',
  statusColabore: 'NaoAutenticado',
  codEmpresaSuporte: null,
  codClienteSuporte: null,
};

function loggedOut(parametros: ParametrosDoSistema, loading: boolean): SessionState {
  return {
    loading,
    authenticated: false,
    expired: false,
    expiredPromptOpen: false,
    autenticadoRh: false,
    empresas: [],
    authorities: [],
    menu: [],
    parametrosDoSistema: parametros,
    usuarioFortes: false,
    aceitoPoliticaSeguranca: false,
    possuiSst: false,
    linkChat: null,
  };
}

export const initialSessionState: SessionState = loggedOut(DEFAULT_PARAMETROS, true);

export function sessionFromUserInfo(info: UserInfo): SessionState {
  const base = loggedOut(info.parametrosDoSistema ?? DEFAULT_PARAMETROS, false);
  if (!info.authenticated) return base;
  return {
    ...base,
    authenticated: true,
    autenticadoRh: info.autenticadoRh,
    usuario: info.usuario,
    empresa: info.empresa,
    empresas: info.empresas ?? [],
    authorities: info.authorities ?? [],
    menu: info.menu ?? [],
    usuarioFortes: info.usuario?.usuarioFortes ?? false,
    horaExpiracao: info.horaExpiracao,
    aceitoPoliticaSeguranca: info.aceitoPoliticaSeguranca ?? false,
    possuiSst: info.possuiSst ?? false,
    linkChat: info.linkChat ?? null,
  };
}

export interface SessionStore extends ExternalStore<SessionState> {
  /** Before user-info is read, and at the start of a logout. */
  startLoading(): void;
  /** User-info answered (logged in or not). */
  loaded(info: UserInfo): void;
  /** User-info failed: logged out, with whatever system parameters are known. */
  failed(): void;
  /** End of logout: back to the logged-out default. */
  reset(): void;
  markExpired(): void;
  closeExpiredPrompt(): void;
}

export function createSessionStore(initial: SessionState = initialSessionState): SessionStore {
  const { getState, subscribe, update } = externalStore(initial);
  return {
    getState,
    subscribe,
    startLoading: () => update((state) => ({ ...state, loading: true })),
    loaded: (info) => update(() => sessionFromUserInfo(info)),
    failed: () => update((state) => loggedOut(state.parametrosDoSistema, false)),
    reset: () => update((state) => loggedOut(state.parametrosDoSistema, false)),
    markExpired() {
      // A 401 while logged out (the login page) is not an expiry.
      if (getState().authenticated) update((state) => ({ ...state, expired: true, expiredPromptOpen: true }));
    },
    closeExpiredPrompt: () => update((state) => ({ ...state, expiredPromptOpen: false })),
  };
}

/** The app's session; the HTTP provider and the React provider share it. */
export const sessionStore = createSessionStore();
