/**
 * What the form edits of an entity: its schema without the columns the server owns, and the
 * uiSchema derived from the declaration's `form` hints — fields are never listed twice.
 */
import type { UiSchema } from '@rjsf/utils';
import { pickWidget } from '../widgets/pick-widget';
import { typeOf } from '../widgets/testers';
import type { TabLayout } from './form-tabs';
import type { FieldUi, FormUi, JsonSchema } from '../declaration';
import type { ResolveReference } from './entities-context';
import { fieldHints } from '../validation/config-conditions';
import { isServerOwned } from '../table/system-properties';


export const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> =>
  (schema.properties ?? {}) as Record<string, JsonSchema>;

export function formSchema(schema: JsonSchema): JsonSchema {
  const properties = Object.fromEntries(Object.entries(propertiesOf(schema)).filter(([name]) => !isServerOwned(name)));
  const required = ((schema.required as string[] | undefined) ?? []).filter((name) => !isServerOwned(name));
  return { ...schema, properties, required };
}

/** What the form is doing: editing an existing record fixes the `fixedOnEdit` fields. */
export interface FormContextHints {
  editing?: boolean;
  /** The form's values, for hints that depend on them (`visibleWhen`). */
  data?: Record<string, unknown>;
}

/** Custom rjsf fields of the theme, named in uiSchemas (renderers/form-fields.ts). */
export const CHILD_LIST_FIELD = 'ChildListField';
export const ADDRESS_FIELD = 'AddressField';
/**
 * rjsf renders an object through ObjectField, which ignores `ui:widget`; a property whose
 * value is an object but which is edited by one widget (a reference `{id, nome}`) names
 * StringField as its field, and StringField hands any value to the named widget.
 */
export const WIDGET_FIELD = 'StringField';

const isReference = (schema: JsonSchema) => typeof schema['x-reference'] === 'string';
const isGroup = (schema: JsonSchema) => typeOf(schema) === 'object' && !isReference(schema) && typeof schema.properties === 'object';

/**
 * The uiSchema of one property: the widget its testers pick and the hints it carries; a
 * nested group gets one per property (hints keyed `group.field`), a list of owned child
 * records the sub-list field. `x-hidden` (a field the company's configuration hides) hides it.
 */
export function fieldUiSchema(schema: JsonSchema, hints: FieldUi, resolve: ResolveReference, form: FormUi = {}, path = '', context: FormContextHints = {}): UiSchema {
  if (hints.hidden || schema['x-hidden'] === true) return { 'ui:widget': 'hidden' };
  if (isGroup(schema)) return groupUiSchema(schema, resolve, form, path, context);
  if (typeof schema['x-children'] === 'string') {
    return { 'ui:field': CHILD_LIST_FIELD, 'ui:options': hints.emptiedBy ? { emptiedBy: hints.emptiedBy } : {} };
  }
  // A list of small records edited in place (a question's alternatives): hints of its items keyed `lista.campo`.
  const items = schema.items as JsonSchema | undefined;
  if (typeOf(schema) === 'array' && items && isGroup(items)) {
    return { items: groupUiSchema(items, resolve, form, path, context), 'ui:options': { span: hints.span } };
  }
  const ui: UiSchema = { 'ui:widget': pickWidget(schema, hints) };
  if (typeOf(schema) === 'object') ui['ui:field'] = WIDGET_FIELD;
  if (hints.placeholder) ui['ui:placeholder'] = hints.placeholder;
  if (hints.help) ui['ui:help'] = hints.help;
  if (hints.readOnly || (hints.fixedOnEdit && context.editing)) ui['ui:readonly'] = true;
  const reference = isReference(schema) ? resolve(schema['x-reference'] as string) : undefined;
  const options = { mask: hints.mask, rows: hints.rows, span: hints.span, copy: hints.copy, ...reference, ...dependentOn(hints, path) };
  const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length) ui['ui:options'] = given;
  return ui;
}

/**
 * `filterBy` as the reference widget applies it: each list filter with the form path of the
 * sibling field that gives its value, and the field's own path (to see whether it changed);
 * `filterWith`, the list filters with fixed values, as declared.
 */
function dependentOn(hints: FieldUi, path: string) {
  const fixed = hints.filterWith ? { filterWith: hints.filterWith } : {};
  if (!hints.filterBy || !path) return fixed;
  const parent = path.split('.').slice(0, -1);
  const filterBy = Object.entries(hints.filterBy).map(([parameter, sibling]) => ({ parameter, path: [...parent, sibling] }));
  return { ...fixed, filterBy, path: path.split('.') };
}

/** Hints of a nested field: its own (`a.b.c`) or those every sibling group shares (`a.*.c`). */
function hintsAt(form: FormUi, path: string): FieldUi {
  const parts = path.split('.');
  const shared = parts.length > 2 ? [parts[0], ...parts.slice(1, -1).map(() => '*'), parts[parts.length - 1]].join('.') : undefined;
  const key = form.fields?.[path] || !shared ? path : shared;
  return fieldHints<FieldUi>(form.fields, key);
}

function groupUiSchema(schema: JsonSchema, resolve: ResolveReference, form: FormUi, path: string, context: FormContextHints): UiSchema {
  const properties = propertiesOf(schema);
  const names = Object.keys(properties);
  const ui: UiSchema = { 'ui:order': names };
  let lookup: string | undefined;
  for (const [name, property] of Object.entries(properties)) {
    const hints = hintsAt(form, `${path}.${name}`);
    if (hints.lookup === 'cep') lookup = name;
    ui[name] = fieldUiSchema(property, hints, resolve, form, `${path}.${name}`, context);
  }
  // A group whose every field the configuration hides is not shown at all.
  if (names.length && names.every((name) => (ui[name] as UiSchema)['ui:widget'] === 'hidden')) ui['ui:widget'] = 'hidden';
  if (lookup) Object.assign(ui, { 'ui:field': ADDRESS_FIELD, 'ui:options': { cepField: lookup } });
  return ui;
}

/** Tabs as the form template lays them out; properties no tab lists go to the first one. */
export function tabLayouts(form: FormUi, names: string[]): TabLayout[] {
  const tabs = form.tabs ?? [];
  const listed = new Set(tabs.flatMap((tab) => tab.fields));
  const unlisted = names.filter((name) => !listed.has(name));
  // A tab none of whose fields this schema has (the portal's form, without HR's) is left out.
  return tabs
    .map((tab, index) => ({
      id: `tab-${index}`,
      title: tab.title,
      fields: [...tab.fields.filter((f) => names.includes(f)), ...(index === 0 ? unlisted : [])],
    }))
    .filter((tab) => tab.fields.length > 0);
}

/** Field order on screen: tab by tab, or the declared order, then the schema's. */
export function fieldOrder(form: FormUi, names: string[]): string[] {
  const declared = form.tabs ? tabLayouts(form, names).flatMap((tab) => tab.fields) : (form.order ?? []);
  const known = declared.filter((name) => names.includes(name));
  return [...known, ...names.filter((name) => !known.includes(name))];
}

/** Whether a field's `visibleWhen` holds for the form's values (a value not yet set counts as its default). */
export function isVisible(hints: FieldUi, schema: JsonSchema, data: Record<string, unknown> | undefined): boolean {
  const properties = propertiesOf(schema);
  const current = (name: string) => data?.[name] ?? properties[name]?.default ?? (properties[name]?.type === 'boolean' ? false : undefined);
  return Object.entries(hints.visibleWhen ?? {}).every(([name, expected]) =>
    Array.isArray(expected) ? expected.includes(current(name) as string | number) : current(name) === expected,
  );
}

/** The properties some field's `visibleWhen` reads: the only values the form's layout follows as the user types. */
export function visibilityInputs(form: FormUi): string[] {
  const names = Object.keys(form.fields ?? {}).flatMap((field) => Object.keys(fieldHints<FieldUi>(form.fields, field).visibleWhen ?? {}));
  return [...new Set(names)].sort();
}

export function deriveUiSchema(schema: JsonSchema, form: FormUi, resolve: ResolveReference, context: FormContextHints = {}): UiSchema {
  const names = Object.keys(propertiesOf(schema));
  const ui: UiSchema = { 'ui:order': fieldOrder(form, names) };
  let lookup: string | undefined;
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    const hints = fieldHints<FieldUi>(form.fields, name);
    if (hints.lookup === 'cep') lookup = name;
    ui[name] = fieldUiSchema(property, isVisible(hints, schema, context.data) ? hints : { ...hints, hidden: true }, resolve, form, name, context);
  }
  // A tab whose every field the configuration hides (no extra field visible) is left out.
  const shown = (name: string) => (ui[name] as UiSchema | undefined)?.['ui:widget'] !== 'hidden';
  if (form.tabs?.length) ui['ui:options'] = { tabs: tabLayouts(form, names).filter((tab) => tab.fields.some(shown)) };
  // A record that is itself an address (an establishment): the whole form looks the CEP up.
  if (lookup) Object.assign(ui, { 'ui:field': ADDRESS_FIELD, 'ui:options': { ...(ui['ui:options'] as object | undefined), cepField: lookup } });
  return ui;
}

/**
 * Only declared `default`s prefill a form: rjsf would otherwise pick the first code of a
 * `oneOf` list, an empty `{}` for an object (a reference), which the server refuses, and
 * `minItems` empty entries for a list.
 */
export const defaultFormStateBehavior = {
  constAsDefaults: 'never',
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'never' },
} as const;

