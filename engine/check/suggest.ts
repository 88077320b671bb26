/** "Did you mean": the closest known name to a misspelled one, when it is close enough to be meant. */
import { closest, distance } from 'fastest-levenshtein';

export function suggestion(name: string, known: Iterable<string>): string {
  const candidates = [...known];
  if (!candidates.length) return '';
  const best = closest(name, candidates);
  // Case slips (maxlength), one or two letters off (requried) and a name cut short (validade for
  // validadeUso) are meant; more is another word.
  const [a, b] = [name.toLowerCase(), best.toLowerCase()];
  const near = a === b || distance(name, best) <= Math.max(2, Math.floor(name.length / 4)) || (a.length >= 4 && (b.startsWith(a) || a.startsWith(b)));
  return near ? ` — quis dizer "${best}"?` : '';
}
