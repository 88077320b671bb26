import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats';
import addErrors from 'ajv-errors';
import { addBrazilianValidators, today } from './brazilian';
import { addListKeywords } from './list-rules';
import { addEqualTo } from './equal-to';

/** Annotation keywords the declarations may carry inside a JSON Schema. */
export const annotationKeywords = [
  'x-reference',
  'x-column',
  // stored as columns of its own (engine/table/stored-fields.ts)
  'x-flatten',
  // owned child records (engine/registry/registry.ts)
  'x-children',
  // "obrigatória" rather than "obrigatório"
  'x-feminine',
  // resolved from the company's configuration (config-conditions.ts)
  'x-hidden',
  'x-requiredUnless',
  // not stored / stored as a hash (server/crud/secrets.ts)
  'x-transient',
  'x-hash',
  // an uploaded file (engine/file/file-field.ts)
  'x-file',
  // seen and written by HR only: hidden in the candidate portal (modules/captacao/portal/candidato.ts)
  'x-internal',
  // configuration options derived from another declaration (engine/registry/config-options.ts)
  'x-requirableOf',
  'x-settingsOf',
  'x-entities',
  // a copy of a field of the referenced record (engine/table/copied-fields.ts)
  'x-copyOf',
  // surrounding spaces dropped before validation; blank is absent (server/crud/validators.ts)
  'x-trim',
  // the property's former name: its column is renamed, its data kept (server/db/migrate.ts)
  'renamedFrom',
] as const;

/** No record of a person or a company is dated before this year (0001-01-01 is a typo). */
export const MIN_YEAR = 1900;
/** Nor further ahead than this: contracts, validities and plans run decades, not centuries. */
export const MAX_YEARS_AHEAD = 100;

/** A declared date's year lies in MIN_YEAR .. this year + MAX_YEARS_AHEAD. */
export function yearInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return /^\d{4}-/.test(value) && year >= MIN_YEAR && year <= Number(today().slice(0, 4)) + MAX_YEARS_AHEAD;
}

/** Options shared by every ajv instance, server and browser, so both judge input alike. */
export const ajvOptions: Options = {
  allErrors: true,
  $data: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  messages: true,
  useDefaults: true,
  // 1.15 is a multiple of 0.01 though 1.15 / 0.01 is 114.99999999999999 in floating point.
  multipleOfPrecision: 9,
};

/**
 * One place that configures ajv: standard formats (with formatMinimum/formatMaximum for
 * `$data` comparisons between two fields), ajv-errors `errorMessage`, the Brazilian
 * formats and keywords, and our annotation keywords.
 */
export function configureAjv<T extends Ajv>(ajv: T): T {
  addFormats(ajv, { keywords: true });
  for (const name of ['date', 'date-time'] as const) {
    const base = fullFormats[name] as { validate: (s: string) => boolean; compare: (a: string, b: string) => number | undefined };
    ajv.addFormat(name, { type: 'string', validate: (s: string) => yearInRange(s) && base.validate(s), compare: base.compare });
  }
  addErrors(ajv);
  addBrazilianValidators(ajv);
  addListKeywords(ajv);
  addEqualTo(ajv);
  for (const keyword of annotationKeywords) ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'boolean'] });
  // What deleting the referenced record does to this one (server/crud/cascade.ts); a typo fails at start.
  ajv.addKeyword({ keyword: 'x-onDelete', schemaType: 'string', metaSchema: { enum: ['cascade', 'restrict'] } });
  return ajv;
}

export function createAjv(extra: Options = {}): Ajv {
  return configureAjv(new Ajv({ ...ajvOptions, ...extra }));
}
