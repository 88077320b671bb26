/**
 * A key written twice in one object of a declaration: JSON.parse keeps the last and the first
 * vanishes without a word (two merged edits each adding "actions" lost a class's buttons). The
 * loader refuses it, naming the key and its line.
 */
import { visit } from 'jsonc-parser';

/** The first repeated key, with its 1-based line; undefined when every object's keys are distinct. */
export function duplicateKey(text: string): { key: string; line: number } | undefined {
  const objects: Set<string>[] = [];
  let found: { key: string; line: number } | undefined;
  visit(text, {
    onObjectBegin: () => void objects.push(new Set()),
    onObjectEnd: () => void objects.pop(),
    onObjectProperty: (key, _offset, _length, startLine) => {
      const keys = objects.at(-1);
      if (!keys || found) return;
      if (keys.has(key)) found = { key, line: startLine + 1 };
      keys.add(key);
    },
  });
  return found;
}
