/**
 * Tabs share one server session (one cookie), so a company chosen in one tab silently
 * changes the company of every other tab. Each tab announces its company; a tab that hears
 * another company is in conflict (spec §8) until it reloads, and its writes are refused.
 */
import { externalStore, type ExternalStore } from './external-store';

export interface TabConflictState {
  inConflict: boolean;
  dialogOpen: boolean;
}

export interface TabConflictStore extends ExternalStore<TabConflictState> {
  /** Another tab now holds another company. */
  conflict(): void;
  /** The server's company is this tab's again. */
  clear(): void;
  /** "Manter": keep the page as it is, writes stay refused. */
  keep(): void;
  /** A write was refused: remind the user why. */
  remind(): void;
}

export function createTabConflictStore(): TabConflictStore {
  const { getState, subscribe, update } = externalStore<TabConflictState>({ inConflict: false, dialogOpen: false });
  return {
    getState,
    subscribe,
    conflict: () => update(() => ({ inConflict: true, dialogOpen: true })),
    clear: () => update(() => ({ inConflict: false, dialogOpen: false })),
    keep: () => update((state) => ({ ...state, dialogOpen: false })),
    remind: () => update((state) => ({ ...state, dialogOpen: state.inConflict })),
  };
}

export const tabConflictStore = createTabConflictStore();

const CHANNEL = 'rh-empresa';
const STORAGE_KEY = 'rh:empresa';

interface EmpresaMessage {
  tabId: string;
  empresaId: number;
  at: number;
}

export interface EmpresaChannel {
  announce(empresaId: number): void;
  close(): void;
}

/**
 * Hears the companies other tabs announce. BroadcastChannel where there is one, else the
 * `storage` event (which also only fires in the other tabs).
 */
export function openEmpresaChannel(onEmpresa: (empresaId: number) => void, win: Window = window): EmpresaChannel {
  const tabId = Math.random().toString(36).slice(2);
  const receive = (message: EmpresaMessage | null | undefined) => {
    if (message && message.tabId !== tabId && typeof message.empresaId === 'number') onEmpresa(message.empresaId);
  };
  const Channel = (win as Window & { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  if (Channel) {
    const channel = new Channel(CHANNEL);
    channel.onmessage = (event: MessageEvent<EmpresaMessage>) => receive(event.data);
    return {
      announce: (empresaId) => channel.postMessage({ tabId, empresaId, at: Date.now() } satisfies EmpresaMessage),
      close: () => channel.close(),
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue) as EmpresaMessage);
    } catch {
      // Someone else's value under our key: ignore it.
    }
  };
  win.addEventListener('storage', onStorage);
  return {
    announce(empresaId) {
      try {
        win.localStorage.setItem(STORAGE_KEY, JSON.stringify({ tabId, empresaId, at: Date.now() } satisfies EmpresaMessage));
      } catch {
        // Storage disabled: the conflict cannot be detected, the app still works.
      }
    },
    close: () => win.removeEventListener('storage', onStorage),
  };
}
