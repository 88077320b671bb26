/**
 * Ranked testers, JSON Forms style: each widget says how well it fits a property, given the
 * property's schema and the declaration's hints for it; the highest rank wins. Testers are
 * built from small predicates so each rule reads on one line and is tested alone.
 */
import type { FieldUi, JsonSchema, WidgetHint } from '../declaration';

export interface TesterSubject {
  schema: JsonSchema;
  hints: FieldUi;
}

export type Predicate = (subject: TesterSubject) => boolean;
export type Tester = (subject: TesterSubject) => number;

export const NOT_APPLICABLE = -1;

/** A hint names a widget outright; it outranks whatever the schema alone suggests. */
export const HINT_RANK = 10;

export const rankWith =
  (rank: number, predicate: Predicate): Tester =>
  (subject) =>
    predicate(subject) ? rank : NOT_APPLICABLE;

/** The best rank among several testers (one widget, several ways to qualify). */
export const bestOf =
  (...testers: Tester[]): Tester =>
  (subject) =>
    Math.max(NOT_APPLICABLE, ...testers.map((tester) => tester(subject)));

export const and =
  (...predicates: Predicate[]): Predicate =>
  (subject) =>
    predicates.every((p) => p(subject));

export const or =
  (...predicates: Predicate[]): Predicate =>
  (subject) =>
    predicates.some((p) => p(subject));

export const not =
  (predicate: Predicate): Predicate =>
  (subject) =>
    !predicate(subject);

/** The schema's type, ignoring a `null` in a union (`["string","null"]` is a string). */
export function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  return typeof type === 'string' ? type : undefined;
}

export const schemaTypeIs =
  (...types: string[]): Predicate =>
  ({ schema }) =>
    types.includes(typeOf(schema) ?? '');

export const formatIs =
  (...formats: string[]): Predicate =>
  ({ schema }) =>
    typeof schema.format === 'string' && formats.includes(schema.format);

export const hintIs =
  (...widgets: WidgetHint[]): Predicate =>
  ({ hints }) =>
    hints.widget !== undefined && widgets.includes(hints.widget);

export const hasMask: Predicate = ({ hints }) => hints.mask !== undefined;

export const maskIs =
  (...masks: NonNullable<FieldUi['mask']>[]): Predicate =>
  ({ hints }) =>
    hints.mask !== undefined && masks.includes(hints.mask);

/** `{oneOf: [{const, title}, …]}` or `enum`: a closed list of codes. */
export const hasCodeList: Predicate = ({ schema }) =>
  (Array.isArray(schema.oneOf) &&
    schema.oneOf.length > 0 &&
    schema.oneOf.every((option) => typeof option === 'object' && option !== null && 'const' in option)) ||
  Array.isArray(schema.enum);

export const hasReference: Predicate = ({ schema }) => typeof schema['x-reference'] === 'string';

export const maxLengthAbove =
  (limit: number): Predicate =>
  ({ schema }) =>
    typeof schema.maxLength === 'number' && schema.maxLength > limit;

/** Applies a predicate to an array's `items` schema (hints stay the array's). */
export const itemsMatch =
  (predicate: Predicate): Predicate =>
  ({ schema, hints }) =>
    typeOf(schema) === 'array' &&
    typeof schema.items === 'object' &&
    schema.items !== null &&
    predicate({ schema: schema.items as JsonSchema, hints });

export const isScalar = schemaTypeIs('string', 'integer', 'number');

/** A list of options to pick from: codes or records of another entity. */
export const hasOptions: Predicate = or(hasCodeList, hasReference);

/** Several options picked from such a list: `x-reference` sits on the array, codes on its items. */
export const hasOptionsArray: Predicate = and(
  schemaTypeIs('array'),
  or(hasReference, itemsMatch(hasCodeList)),
);
