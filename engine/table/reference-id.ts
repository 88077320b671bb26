/**
 * The id a reference value names: records carry references as `{id, nome…}`, a list of
 * references stores plain ids. Anything else names nothing.
 */
export function referenceId(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
  return typeof id === 'number' ? id : undefined;
}
