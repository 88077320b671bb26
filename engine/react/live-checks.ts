/**
 * Calls a form makes while the user edits (the declaration's `form.checks`: validarLimiteCargo
 * of a personnel request): 500 ms after the watched fields stop changing (spec §9), their
 * values are posted to the check's path and its answer's `mensagem` lands on its field as a
 * message — typing is never blocked, nor is saving (the server judges again on save).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FieldError } from '../api-types';
import type { LiveCheck } from '../declaration';
import { useDataProvider, type DataProvider } from './data-provider';
import type { ConfirmOptions } from './shell-kit';
import { useDebouncedValue } from './use-debounced-value';
import type { FormValuesStore } from './form-values';

export const LIVE_CHECK_DELAY_MS = 500;
const NONE: LiveCheck[] = [];

/** The watched values of every check, as one string, so the form re-renders only when they change. */
function useWatched(checks: LiveCheck[], store: FormValuesStore): string {
  const read = () => JSON.stringify(checks.map((check) => Object.fromEntries(check.watch.map((name) => [name, store.get()[name] ?? null]))));
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Whether every watched value is there: a check with something missing is not asked. */
const complete = (values: Record<string, unknown>) => Object.values(values).every((v) => v !== null && v !== '');

export function useLiveChecks(checks: LiveCheck[] = NONE, id: string | undefined, store: FormValuesStore): FieldError[] {
  const provider = useDataProvider();
  const watched = useDebouncedValue(useWatched(checks, store), LIVE_CHECK_DELAY_MS);
  const [messages, setMessages] = useState<FieldError[]>([]);
  useEffect(() => {
    const bodies = JSON.parse(watched) as Record<string, unknown>[];
    const abort = new AbortController();
    Promise.all(
      checks.map(async (check, index) => {
        const body = bodies[index]!;
        if (!complete(body)) return undefined;
        const path = check.path.replace('{id}', id ?? '0');
        // A check that fails says nothing: the save still validates.
        const answer = await provider.request<{ mensagem?: string }>('POST', path, { body, errorMode: 'none', signal: abort.signal }).catch(() => undefined);
        return answer?.mensagem ? { field: check.field, message: answer.mensagem } : undefined;
      }),
    ).then((found) => !abort.signal.aborted && setMessages(found.filter((m): m is FieldError => m !== undefined)));
    return () => abort.abort();
  }, [provider, checks, watched, id]);
  return messages;
}

/**
 * Before saving, the checks declared `confirm`: each asked again with the values being saved,
 * and each warning answered put to the user; false when they decline one (nothing is saved).
 */
export async function confirmChecks(
  provider: DataProvider,
  confirm: (options: ConfirmOptions) => Promise<boolean>,
  checks: LiveCheck[] = NONE,
  id: string | undefined,
  values: Record<string, unknown>,
): Promise<boolean> {
  for (const check of checks.filter((c) => c.confirm)) {
    const body = Object.fromEntries(check.watch.map((name) => [name, values[name] ?? null]));
    if (!complete(body)) continue;
    const answer = await provider.request<{ mensagem?: string }>('POST', check.path.replace('{id}', id ?? '0'), { body, errorMode: 'none' }).catch(() => undefined);
    if (answer?.mensagem && !(await confirm({ header: 'Atenção', message: `${answer.mensagem} Deseja continuar?`, confirmText: 'Continuar', cancelText: 'Voltar' }))) return false;
  }
  return true;
}
