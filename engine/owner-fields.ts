/**
 * An owned child record's form may follow its owner's: a `visibleWhen` name `../campo` is the
 * owner's field, and the owner's `if`/`then` about the list's items applies in the child's
 * dialog (a level's minimum percentage shown and required only while its configuration considers it).
 */
import type { FieldUi, FormUi, JsonSchema } from './declaration';
import { fieldHints } from './validation/config-conditions';

export const OWNER_FIELD = '../';

/** An owner's `if`/`then` that requires fields of a list's items while its `if` holds. */
export interface ItemRule {
  if: JsonSchema;
  required: string[];
}

/**
 * The owner's rules about the items of its list `list` (`allOf: [{if, then: {properties: {<list>:
 * {items: {required}}}}}]`): the child's dialog requires those fields too while the rule holds.
 */
export function itemRules(owner: JsonSchema, list: string): ItemRule[] {
  return ((owner.allOf ?? []) as JsonSchema[]).flatMap((rule) => {
    const items = ((rule.then as JsonSchema | undefined)?.properties as Record<string, JsonSchema> | undefined)?.[list]?.items as JsonSchema | undefined;
    // Typed, as a strict validator compiles it on its own.
    return rule.if && Array.isArray(items?.required) ? [{ if: { type: 'object', ...(rule.if as JsonSchema) }, required: items.required as string[] }] : [];
  });
}

/** The owner's properties the child's `visibleWhen` hints read (`../campo` → `campo`). */
export function ownerInputs(form: FormUi): string[] {
  const names = Object.keys(form.fields ?? {}).flatMap((field) => Object.keys(fieldHints<FieldUi>(form.fields, field).visibleWhen ?? {}));
  return [...new Set(names.flatMap((name) => (name.startsWith(OWNER_FIELD) ? [name.slice(OWNER_FIELD.length)] : [])))];
}
