/** Text comparison the product uses for searches: ignoring case and accents. */
export const normalizeText = (text: string): string =>
  text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export const includesText = (haystack: string, needle: string): boolean =>
  normalizeText(haystack).includes(normalizeText(needle.trim()));
