/**
 * "Pesquisar Menu" (spec §2.5): menu entries matched by their breadcrumb text, ignoring
 * case and accents, so "solicitacao" finds "Solicitação de Pessoal".
 */
import type { MenuItem } from '../../../engine/api-types';

export interface MenuEntryMatch {
  /** Labels from the top menu down to the entry. */
  breadcrumb: string[];
  path?: string;
  href?: string;
  newTab?: boolean;
}

/** Lower case without diacritics (NFD splits "ç" into "c" + a combining mark). */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every entry that leads somewhere, with its breadcrumb. */
export function flattenMenu(items: readonly MenuItem[], parents: string[] = []): MenuEntryMatch[] {
  const entries: MenuEntryMatch[] = [];
  for (const item of items) {
    const breadcrumb = [...parents, item.label];
    if (item.path || item.href) {
      const entry: MenuEntryMatch = { breadcrumb };
      if (item.path) entry.path = item.path;
      if (item.href) entry.href = item.href;
      if (item.newTab) entry.newTab = true;
      entries.push(entry);
    }
    if (item.children?.length) entries.push(...flattenMenu(item.children, breadcrumb));
  }
  return entries;
}

/** Entries whose breadcrumb holds every word typed, in any order. Empty text: none. */
export function filterMenu(items: readonly MenuItem[], text: string): MenuEntryMatch[] {
  const words = normalizeText(text).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return flattenMenu(items).filter((entry) => {
    const haystack = normalizeText(entry.breadcrumb.join(' > '));
    return words.every((word) => haystack.includes(word));
  });
}
