/**
 * Lists filtered by many areas are split (spec §9: batch size 600) because thousands of ids
 * make URLs longer than servers and proxies accept; the answers are merged back into one.
 */
import type { Page } from '../../engine/api-types';

export const AREA_BATCH_SIZE = 600;
export const BATCHED_PARAMS = ['areasIds', 'areasOrganizacionaisIds'] as const;

/** One params object per request; a single element when nothing needs splitting. */
export function splitAreaBatches(params: Record<string, unknown> | undefined, size = AREA_BATCH_SIZE): Record<string, unknown>[] {
  if (!params) return [{}];
  const key = BATCHED_PARAMS.find((name) => Array.isArray(params[name]) && (params[name] as unknown[]).length > size);
  if (!key) return [params];
  const ids = params[key] as unknown[];
  const batches: Record<string, unknown>[] = [];
  for (let start = 0; start < ids.length; start += size) {
    const batch = { ...params, [key]: ids.slice(start, start + size) };
    // The other list may be long too: split each batch again.
    batches.push(...splitAreaBatches(batch, size));
  }
  return batches;
}

function isPage(value: unknown): value is Page<unknown> {
  return typeof value === 'object' && value !== null && Array.isArray((value as Page<unknown>).content);
}

/** Arrays are concatenated; pages get their content concatenated and totals added. */
export function mergeBatchResults<T>(results: T[]): T {
  if (results.length === 1) return results[0] as T;
  if (results.every(Array.isArray)) return (results as unknown[][]).flat() as T;
  if (results.every(isPage)) {
    const pages = results as Page<unknown>[];
    const content = pages.flatMap((page) => page.content);
    const first = pages[0] as Page<unknown>;
    return {
      ...first,
      content,
      size: Math.max(...pages.map((page) => page.size), content.length),
      totalElements: pages.reduce((sum, page) => sum + (page.totalElements ?? 0), 0),
    } as T;
  }
  return results[0] as T;
}
