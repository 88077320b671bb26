/**
 * The form's current data, for the few fields that depend on a sibling (a sub-list emptied by
 * a checkbox, warnings on the name and CPF). A store read with `useSyncExternalStore` and a
 * selector, rather than props or rjsf's formContext: only the fields that read a value
 * re-render when it changes, never the whole form (rjsf#3715).
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

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

/**
 * The values of the `watched` properties (those the form's `visibleWhen` hints read), as an
 * object that changes only when one of them does: the layout follows a "Tipo" radio as the
 * user clicks, and typing elsewhere re-derives nothing.
 */
export function useWatchedValues(watched: string[], store: FormValuesStore): Record<string, unknown> | undefined {
  const read = useCallback(() => JSON.stringify(watched.map((name) => store.get()[name] ?? null)), [watched, store]);
  const key = useSyncExternalStore(store.subscribe, read, read);
  return useMemo(() => {
    if (!watched.length) return undefined;
    const values = JSON.parse(key) as unknown[];
    return Object.fromEntries(watched.flatMap((name, i) => (values[i] === null ? [] : [[name, values[i]]])));
  }, [watched, key]);
}
