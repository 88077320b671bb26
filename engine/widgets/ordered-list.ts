/**
 * An owned list kept in the order of one of its integer properties (`subList.ordered`: the
 * questions of a questionnaire by `ordem`): always numbered 1…n in the order shown, so moving,
 * inserting at a number and shuffling are one rule. Pure: the list field applies it.
 */
type Item = Record<string, unknown>;

const numberOf = (item: Item, field: string) => (typeof item[field] === 'number' ? (item[field] as number) : Number.POSITIVE_INFINITY);

/** Numbered 1…n in this order. */
export const renumbered = (items: Item[], field: string): Item[] => items.map((item, index) => ({ ...item, [field]: index + 1 }));

/** The items sorted by their number (unnumbered last, ties as listed), then numbered. */
export const inOrder = (items: Item[], field: string): Item[] =>
  renumbered(
    items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => numberOf(a.item, field) - numberOf(b.item, field) || a.index - b.index)
      .map(({ item }) => item),
    field,
  );

/** The number a new item takes: after the last. */
export const nextNumber = (items: Item[]): number => items.length + 1;

/**
 * The list with an item saved (new, or replacing the one at `index`): it goes to the place its
 * number asks, before the item that had that number; without a number, at the end.
 */
export function placed(items: Item[], item: Item, index: number | undefined, field: string): Item[] {
  const others = inOrder(index === undefined ? items : items.filter((_, i) => i !== index), field);
  const at = others.findIndex((other) => numberOf(other, field) >= numberOf(item, field));
  const position = at === -1 ? others.length : at;
  return renumbered([...others.slice(0, position), item, ...others.slice(position)], field);
}

/** The item at `index` one place up (-1) or down (+1). */
export function moved(items: Item[], index: number, step: -1 | 1, field: string): Item[] {
  const target = index + step;
  if (target < 0 || target >= items.length) return items;
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return renumbered(next, field);
}

/** The item at `from` taken to the place of the one at `to` (dragged there), the others shifting. */
export function movedTo(items: Item[], from: number, to: number, field: string): Item[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return renumbered(next, field);
}

/** The items in a random order (Fisher–Yates), numbered again. */
export function shuffled(items: Item[], field: string, random: () => number = Math.random): Item[] {
  const next = [...items];
  for (let i = next.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [next[i], next[j]] = [next[j]!, next[i]!];
  }
  return renumbered(next, field);
}
