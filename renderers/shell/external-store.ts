/**
 * A value kept outside React, which components read with useSyncExternalStore: the current
 * state, the listeners told of each change, and `update`, which the store's actions go through.
 */
export interface ExternalStore<T> {
  getState(): T;
  subscribe(listener: () => void): () => void;
}

export function externalStore<T>(initial: T): ExternalStore<T> & { update(change: (state: T) => T): void } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      state = change(state);
      for (const listener of listeners) listener();
    },
  };
}
