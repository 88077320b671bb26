/**
 * Text that a spreadsheet program would read as a formula (CSV/formula injection): a name
 * typed as `=HYPERLINK(…)` must reach the reader as the text it is. OWASP's remedy: a
 * leading apostrophe, which every spreadsheet program shows and none evaluates.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetText(text: string): string {
  // A plain negative number ("-12,5") is data, not a formula.
  return FORMULA_START.test(text) && !/^-\d[\d.,]*$/.test(text) ? `'${text}` : text;
}

/** Every string of a row neutralised; numbers, dates and empties as they are. */
export function spreadsheetRow<T>(values: T[]): (T | string)[] {
  return values.map((value) => (typeof value === 'string' ? spreadsheetText(value) : value));
}
