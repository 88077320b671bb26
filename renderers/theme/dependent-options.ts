/**
 * A reference whose options depend on another field (`filterBy` in the declaration: the
 * cities of the chosen state). The engine puts in `ui:options.filterBy` each list filter with
 * the form path of the field that gives its value; this hook reads those values from the
 * form's store, answers the query for the options, and empties the field when a source
 * changes while the field itself did not (a CEP look-up that sets state and city together
 * keeps the city).
 */
import { useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import type { JsonSchema } from '../../engine/declaration';
import { FormValuesContext } from '../../engine/react/form-values';

export interface DependentFilter {
  /** Query parameter of the target's list (one of its declared filters). */
  parameter: string;
  /** Path of the source field in the form's data. */
  path: string[];
}

export interface DependentOptions {
  /** The options' query; undefined while a source is empty (nothing to offer yet). */
  params: Record<string, unknown> | undefined;
  /** Why there are no options yet. */
  waitingFor?: string;
}

const at = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), data);
/** A reference's id, whether stored as `{id}` or bare. */
const idOf = (value: unknown): unknown => (value && typeof value === 'object' && !Array.isArray(value) ? (value as { id?: unknown }).id : value);
const NONE: DependentFilter[] = [];

export function dependentFilters(options: Record<string, unknown>): DependentFilter[] {
  return Array.isArray(options.filterBy) ? (options.filterBy as DependentFilter[]) : NONE;
}

/** The fixed list filters of the options (`optionsWhere`: an ad's open requests). */
export function fixedFilters(options: Record<string, unknown>): Record<string, unknown> | undefined {
  return options.optionsWhere && typeof options.optionsWhere === 'object' ? (options.optionsWhere as Record<string, unknown>) : undefined;
}

/** The title of the field at a path of the form's schema. */
function titleAt(schema: JsonSchema, path: readonly string[]): string {
  const found = path.reduce<JsonSchema | undefined>((s, part) => (s?.properties as Record<string, JsonSchema> | undefined)?.[part], schema);
  return typeof found?.title === 'string' ? found.title : (path[path.length - 1] ?? '');
}

export function useDependentOptions(
  filters: DependentFilter[],
  ownPath: string[] | undefined,
  rootSchema: JsonSchema,
  clear: () => void,
  fixed?: Record<string, unknown>,
): DependentOptions {
  const store = useContext(FormValuesContext);
  // One string per snapshot: the sources' ids and the field's own, so renders follow only them.
  const read = () => JSON.stringify([filters.map((f) => idOf(at(store.get(), f.path)) ?? null), ownPath ? (idOf(at(store.get(), ownPath)) ?? null) : null]);
  const snapshot = useSyncExternalStore(store.subscribe, read, read);
  const [sources, own] = JSON.parse(snapshot) as [unknown[], unknown];
  const previous = useRef<{ sources: string; own: string }>(undefined);
  const sourcesKey = JSON.stringify(sources);
  const ownKey = JSON.stringify(own);
  useEffect(() => {
    const before = previous.current;
    previous.current = { sources: sourcesKey, own: ownKey };
    if (before && before.sources !== sourcesKey && before.own === ownKey && ownKey !== 'null') clear();
  }, [sourcesKey, ownKey, clear]);
  if (!filters.length) return { params: fixed ?? {} };
  const missing = filters.find((_, i) => sources[i] === null || sources[i] === '');
  if (missing) return { params: undefined, waitingFor: `Selecione antes o campo ${titleAt(rootSchema, missing.path)}.` };
  return { params: { ...fixed, ...Object.fromEntries(filters.map((f, i) => [f.parameter, sources[i]])) } };
}
