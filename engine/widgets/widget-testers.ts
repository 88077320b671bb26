/**
 * How well each widget of the forms fits a property (testers.ts): one tester per widget, by
 * the widget's name. The renderer set (renderers/theme/widgets) draws each name; the engine
 * picks the name (pick-widget.ts), so forms and read-only text agree on it.
 */
import type { JsonSchema } from '../declaration';
import { isDigitMask, type DigitMask } from '../format/masks';
import {
  HINT_RANK,
  and,
  bestOf,
  formatIs,
  hasCodeList,
  hasOptionsArray,
  hasReference,
  hintIs,
  isScalar,
  itemsMatch,
  maskIs,
  maxLengthAbove,
  or,
  rankWith,
  schemaTypeIs,
  type Predicate,
} from './testers';

/** Any text: the fallback for strings. */
export const textTester = bestOf(
  rankWith(1, schemaTypeIs('string')),
  rankWith(HINT_RANK, and(schemaTypeIs('string'), hintIs('text'))),
);

export const passwordTester = rankWith(HINT_RANK, and(schemaTypeIs('string'), hintIs('password')));

/** Past this many characters a single line no longer fits what a user writes. */
const LONG_TEXT = 255;

export const textareaTester = bestOf(
  rankWith(2, and(schemaTypeIs('string'), maxLengthAbove(LONG_TEXT))),
  rankWith(HINT_RANK, and(schemaTypeIs('string'), hintIs('textarea'))),
);

const digitMasks: DigitMask[] = ['cpf', 'cnpj', 'cpfCnpj', 'telefone', 'cep', 'pis', 'ddd'];

/** The mask a property takes: the declaration's hint, or else its Brazilian `format`. */
export function maskOf(schema: JsonSchema, hint: unknown): DigitMask | undefined {
  if (isDigitMask(hint)) return hint;
  return isDigitMask(schema.format) ? schema.format : undefined;
}

const hasDigitMask: Predicate = or(maskIs(...digitMasks), formatIs(...digitMasks));

/** Documents and phones typed with their punctuation. */
export const maskedTextTester = rankWith(3, and(schemaTypeIs('string'), hasDigitMask));

export const numberTester = bestOf(
  rankWith(1, schemaTypeIs('integer', 'number')),
  rankWith(HINT_RANK, and(schemaTypeIs('integer', 'number'), hintIs('number'))),
);

export const currencyTester = rankWith(HINT_RANK, and(schemaTypeIs('number', 'integer'), hintIs('currency')));

export const dateTester = bestOf(
  rankWith(2, and(schemaTypeIs('string'), formatIs('date'))),
  rankWith(HINT_RANK, and(schemaTypeIs('string'), hintIs('date'))),
);

export const monthTester = rankWith(HINT_RANK, and(schemaTypeIs('string'), hintIs('month')));

export const hoursTester = rankWith(HINT_RANK, and(schemaTypeIs('string', 'integer'), or(hintIs('hours'), maskIs('hora'))));

export const checkboxTester = bestOf(
  rankWith(1, schemaTypeIs('boolean')),
  rankWith(HINT_RANK, and(schemaTypeIs('boolean'), hintIs('checkbox'))),
);

const isSingleValue = schemaTypeIs('string', 'integer', 'number', 'object');

export const selectTester = bestOf(
  rankWith(2, and(isSingleValue, hasCodeList)),
  rankWith(3, and(isSingleValue, hasReference)),
  rankWith(HINT_RANK, and(isSingleValue, or(hasCodeList, hasReference), hintIs('select'))),
);

export const radioTester = rankWith(HINT_RANK, and(hasCodeList, hintIs('radio')));

export const multiSelectTester = bestOf(
  rankWith(3, and(schemaTypeIs('array'), hasReference)),
  rankWith(HINT_RANK, and(hasOptionsArray, hintIs('multiSelect'))),
);

/** Several records of a large register, found through its list's filters (candidates by name, CPF, city…). */
export const recordPickerTester = rankWith(HINT_RANK, and(schemaTypeIs('array'), hasReference, hintIs('recordPicker')));

export const checkboxListTester = bestOf(
  rankWith(4, itemsMatch(hasCodeList)),
  rankWith(HINT_RANK, and(hasOptionsArray, hintIs('checkboxList'))),
);

const isBase64: Predicate = ({ schema }) => schema.contentEncoding === 'base64';

export const fileTester = bestOf(
  rankWith(3, and(schemaTypeIs('string'), formatIs('data-url'))),
  rankWith(3, and(schemaTypeIs('string'), isBase64)),
  rankWith(HINT_RANK, and(schemaTypeIs('string'), hintIs('file'))),
);

export const captchaTester = rankWith(HINT_RANK, and(schemaTypeIs('string'), hintIs('captcha')));

export const colorTester = rankWith(HINT_RANK, and(schemaTypeIs('string'), hintIs('color')));

export const tagsTester = rankWith(HINT_RANK, and(schemaTypeIs('array'), itemsMatch(isScalar), hintIs('tags')));

export const authorityTreeTester = rankWith(HINT_RANK, and(schemaTypeIs('array'), hintIs('authorityTree')));

export const areaTreeTester = rankWith(HINT_RANK, and(schemaTypeIs('array'), hintIs('areaTree')));

export const auditDiffTester = rankWith(HINT_RANK, and(schemaTypeIs('object'), hintIs('auditDiff')));
