/**
 * Cached reads over the `DataProvider` (SWR): screens share answers by key and revalidate
 * after writes with `mutate`. Writes stay plain provider calls.
 */
import useSWR from 'swr';
import type { SWRResponse } from 'swr';
import type { OptionItem, Page } from '../api-types';
import type { ApiRequestError, CallOptions, ListParams } from './data-provider';
import { useDataProvider } from './data-provider';
import { useDebouncedValue } from './use-debounced-value';

/** Spec §9: autocomplete delay. */
export const OPTIONS_SEARCH_DELAY_MS = 250;
/** Query parameter that carries the text typed in a dropdown's search box. */
export const OPTIONS_SEARCH_PARAM = 'q';

/** One page of `resource`; `null` resource pauses the call. Keeps the last page while the next loads. */
export function useList<T>(resource: string | null, params: ListParams, options?: CallOptions): SWRResponse<Page<T>, ApiRequestError> {
  const provider = useDataProvider();
  return useSWR(resource ? ['list', resource, params] : null, () => provider.getList<T>(resource as string, params, options), {
    keepPreviousData: true,
  });
}

/** One record; paused while `id` is undefined (a new record). */
export function useOne<T>(resource: string | null, id: number | string | undefined, options?: CallOptions): SWRResponse<T, ApiRequestError> {
  const provider = useDataProvider();
  const key = resource && id !== undefined && id !== '' ? ['one', resource, String(id)] : null;
  return useSWR(key, () => provider.getOne<T>(resource as string, id as number | string, options));
}

/**
 * Dropdown items of `resource`; `search` is sent 250 ms after the user stops typing.
 * Never fails: the provider answers an empty list on errors.
 */
export function useOptions(
  resource: string | null,
  search = '',
  params: Record<string, unknown> = {},
): SWRResponse<OptionItem[], never> & { searching: boolean } {
  const provider = useDataProvider();
  const debounced = useDebouncedValue(search, OPTIONS_SEARCH_DELAY_MS);
  const query = debounced ? { ...params, [OPTIONS_SEARCH_PARAM]: debounced } : params;
  const response = useSWR(resource ? ['options', resource, query] : null, () => provider.getOptions(resource as string, query), {
    keepPreviousData: true,
  });
  return Object.assign(response, { searching: debounced !== search });
}
