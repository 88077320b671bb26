/**
 * The grammatical gender and number of a field's title, so a generated message agrees with it:
 * undefined, undefined, "Áreas organizacionais são
 * obrigatórias". Read from the title's first word by the rules of Portuguese endings and their
 * common exceptions; `"x-feminine": true` or `false` on the property settles a word the rules
 * get wrong.
 */
import type { JsonSchema } from '../declaration';

export interface Grammar {
  feminine: boolean;
  plural: boolean;
}

const plain = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Nouns in -a that are masculine, and feminine ones outside the feminine endings. */
const MASCULINE = new Set([
  // Titles that open with a word that is no noun ("A partir de", "Já foi colaborador", "Paga pensão").
  'a', 'ja', 'paga',
  'dia', 'mapa', 'problema', 'sistema', 'tema', 'programa', 'idioma', 'clima', 'esquema', 'planeta', 'diploma', 'telefonema', 'cinema', 'sofa', 'guarda']);
const FEMININE = new Set([
  'classe', 'fase', 'base', 'sede', 'rede', 'parte', 'fonte', 'chave', 'ordem', 'nuvem', 'vez', 'voz', 'luz', 'cor', 'dor', 'flor', 'mulher', 'foto', 'moto',
  'tribo', 'frase', 'face', 'arte', 'noite', 'tarde', 'morte', 'sorte', 'mente', 'gente', 'pele', 'febre', 'lei', 'mae', 'maes',
  // Feminine acronyms (a CNH, a CTPS); the others are masculine (o CPF, o CEP).
  'cnh', 'ctps', 'cat', 'nr', 'cipa', 'art', 'uf',
]);
/** Nouns in -s that are singular. */
const SINGULAR = new Set(['lapis', 'tenis', 'onibus', 'status', 'virus', 'bonus', 'atlas', 'campus', 'mes', 'pais', 'gas', 'portugues', 'ingles', 'frances', 'cais']);

function singularOf(word: string): string {
  if (word.endsWith('oes') || word.endsWith('aes')) return `${word.slice(0, -3)}ao`;
  if (/(ais|eis|ois|uis)$/.test(word)) return `${word.slice(0, -2)}l`;
  if (/(res|zes|ses)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The gender and number of a title (its first word) as the rules read them. */
export function grammarOfTitle(title: string): Grammar {
  const first = title.trim().split(/[\s/(,-]+/)[0] ?? '';
  const word = plain(first);
  const acronym = first.length > 1 && first === first.toUpperCase() && /[A-Z]/.test(first);
  const plural = !acronym && word.endsWith('s') && !SINGULAR.has(word) && !/[^aeiou]us$/.test(word) && !(word.endsWith('is') && !/(ais|eis|ois|uis)$/.test(word));
  const singular = plural ? singularOf(word) : word;
  if (FEMININE.has(word) || FEMININE.has(singular)) return { feminine: true, plural };
  if (acronym || MASCULINE.has(singular)) return { feminine: false, plural };
  const feminine = /(a|cao|sao|dade|tude|gem|ie|ise)$/.test(singular) && !MASCULINE.has(singular);
  return { feminine, plural };
}

/** The property's grammar: its `x-feminine` when declared, else its title's. */
export function grammarOf(property: JsonSchema | undefined, title: string): Grammar {
  const read = grammarOfTitle(title);
  return typeof property?.['x-feminine'] === 'boolean' ? { ...read, feminine: property['x-feminine'] } : read;
}

/** An adjective agreeing with the grammar: `agree(g, 'obrigatório')` → obrigatório/obrigatória/obrigatórios/obrigatórias. */
export function agree({ feminine, plural }: Grammar, masculine: string): string {
  const stem = masculine.endsWith('o') ? masculine.slice(0, -1) : masculine;
  const ending = masculine.endsWith('o') ? (feminine ? 'a' : 'o') : '';
  return `${stem}${ending}${plural ? 's' : ''}`;
}

/** "é" or "são". */
export const verbToBe = ({ plural }: Grammar): string => (plural ? 'são' : 'é');
