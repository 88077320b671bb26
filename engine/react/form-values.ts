/**
 * The form's current data, for the few fields that depend on a sibling (a sub-list emptied by
 * a checkbox, warnings on the name and CPF). A store read with `useSyncExternalStore` and a
 * selector, rather than props or rjsf's formContext: only the fields that read a value
 * re-render when it changes, never the whole form (rjsf#3715).
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

export interface FormValuesStore {
  get(): Record<string, unknown>;
  set(data: Record<string, unknown>): void;
  subscribe(listener: () => void): () => void;
}

export function createFormValuesStore(initial: Record<string, unknown>): FormValuesStore {
  let data = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    set(next) {
      data = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const EMPTY_STORE = createFormValuesStore({});
export const FormValuesContext = createContext<FormValuesStore>(EMPTY_STORE);

/** The value at a path of the form's data (`['pessoal', 'cpf']`); undefined path: nothing. */
export function useFormValue(path: readonly (string | number)[] | undefined): unknown {
  const store = useContext(FormValuesContext);
  const key = path?.join('\u0000');
  const read = useCallback(() => {
    if (!path) return undefined;
    let value: unknown = store.get();
    for (const part of path) value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[part] : undefined;
    return value;
    // The path's parts are its identity.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);
  return useSyncExternalStore(store.subscribe, read, read);
}
