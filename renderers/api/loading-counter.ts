/**
 * Global loading indicator state (spec §4): counts requests in flight and stays visible
 * until 500 ms after the last one ends, so quick successive calls do not make it flicker.
 */
export const LOADING_HIDE_DELAY_MS = 500;

export interface LoadingCounter {
  start(): void;
  end(): void;
  isVisible(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createLoadingCounter(hideDelayMs = LOADING_HIDE_DELAY_MS): LoadingCounter {
  let pending = 0;
  let visible = false;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const setVisible = (next: boolean) => {
    if (visible === next) return;
    visible = next;
    for (const listener of listeners) listener();
  };
  return {
    start() {
      pending += 1;
      if (hideTimer !== undefined) clearTimeout(hideTimer);
      hideTimer = undefined;
      setVisible(true);
    },
    end() {
      pending = Math.max(0, pending - 1);
      if (pending > 0) return;
      if (hideTimer !== undefined) clearTimeout(hideTimer);
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        if (pending === 0) setVisible(false);
      }, hideDelayMs);
    },
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one counter the app shows; the HTTP provider reports to it. */
export const globalLoading = createLoadingCounter();
