/** After a write, the cached pages of the resource (data-hooks.ts `useList` keys) are stale. */
import type { ScopedMutator } from 'swr';

export function revalidateLists(mutate: ScopedMutator, resource: string): void {
  void mutate((key) => Array.isArray(key) && key[0] === 'list' && key[1] === resource);
}
