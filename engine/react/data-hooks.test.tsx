// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import type { OptionItem, Page } from '../api-types';
import { DataProviderContext, failingDataProvider } from './data-provider';
import { useList, useOne, useOptions } from './data-hooks';

afterEach(cleanup);

function wrapperWith(provider: ReturnType<typeof failingDataProvider>) {
  return ({ children }: { children: ReactNode }) => (
    <DataProviderContext.Provider value={provider}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </DataProviderContext.Provider>
  );
}

describe('data hooks', () => {
  it('useList and useOne read through the provider; useOne waits for an id', async () => {
    const page: Page<{ id: number }> = { content: [{ id: 1 }], pageable: { paged: true, offset: 0 }, size: 15, totalElements: 1 };
    const seen: string[] = [];
    const provider = failingDataProvider({
      getList: async <T,>(resource: string) => {
        seen.push(`list:${resource}`);
        return page as unknown as Page<T>;
      },
      getOne: async <T,>(resource: string, id: number | string) => {
        seen.push(`one:${resource}:${id}`);
        return { id } as T;
      },
    });
    const wrapper = wrapperWith(provider);
    const list = renderHook(() => useList<{ id: number }>('areas', { page: 0, size: 15 }), { wrapper });
    await waitFor(() => expect(list.result.current.data).toEqual(page));
    const none = renderHook(() => useOne('areas', undefined), { wrapper });
    const one = renderHook(() => useOne('areas', 3), { wrapper });
    await waitFor(() => expect(one.result.current.data).toEqual({ id: 3 }));
    expect(none.result.current.data).toBeUndefined();
    expect(seen).toEqual(['list:areas', 'one:areas:3']);
  });

  it('useOptions sends the search text once typing pauses for 250 ms', async () => {
    const searches: unknown[] = [];
    const provider = failingDataProvider({
      getOptions: async (_resource: string, params?: Record<string, unknown>): Promise<OptionItem[]> => {
        searches.push(params?.q);
        return [{ id: 1, nome: String(params?.q ?? 'todos') }];
      },
    });
    const { result, rerender } = renderHook(({ search }) => useOptions('cargos', search), {
      wrapper: wrapperWith(provider),
      initialProps: { search: '' },
    });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1, nome: 'todos' }]));
    rerender({ search: 'a' });
    rerender({ search: 'an' });
    rerender({ search: 'ana' });
    expect(result.current.searching).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1, nome: 'ana' }]));
    expect(searches).toEqual([undefined, 'ana']);
  });
});
