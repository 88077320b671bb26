/**
 * Rules that depend on the company's configuration, written in the schema itself:
 *
 *   { "configIf": { "solPessoalObrigarDadosComplementares": true }, "then": { "required": ["vinculo"] }, "else": {…} }
 *   { "configRequired": "camposObrigatoriosCandidato" }   — on an object: the configured list of
 *       (dotted) property paths becomes `required` where each lives; a list must then have an item
 *       (unless its `x-requiredUnless` boolean sibling is true)
 *   { "configFields": "campoExtraCandidato" }   — on an object: per property `{visivel, obrigatorio,
 *       titulo}`; a property not visible is marked `x-hidden`, a visible one takes the title, and
 *       `obrigatorio` makes it required
 *   { "configSet": { "maxItems": "maxCandidataCargo" } }   — a keyword takes a configured value;
 *       `{maxCandidataCargo}` in the node's `errorMessage` texts becomes that value, and
 *       `{maxCandidataCargo cargo|cargos}` the value with its noun agreeing ("1 cargo", "3 cargos")
 *
 * Before validating (server and browser alike), `resolveConfig` rewrites each such node for the
 * session's company, so ajv only ever sees plain JSON Schema.
 */
import type { JsonSchema } from '../declaration';
import { agree, grammarOf, verbToBe } from './grammar';

export type CompanyConfig = Record<string, unknown>;

const IF = 'configIf';
const REQUIRED = 'configRequired';
const FIELDS = 'configFields';
const SET = 'configSet';
/** The keywords above: a schema may carry them, `resolveConfig` removes them before ajv sees it. */
export const CONFIG_KEYWORDS = [IF, REQUIRED, FIELDS, SET];

/** Per-property setting of configured fields (the candidate's extra fields). */
export interface ConfiguredField {
  visivel?: boolean;
  obrigatorio?: boolean;
  titulo?: string;
}

function matches(condition: Record<string, unknown>, config: CompanyConfig): boolean {
  return Object.entries(condition).every(([key, expected]) => (config[key] ?? false) === expected);
}

const propertiesOf = (schema: JsonSchema) => (schema.properties ?? {}) as Record<string, JsonSchema>;
const requiredOf = (schema: JsonSchema) => (schema.required as string[] | undefined) ?? [];

/** The message of a required property: "{label} é obrigatório", agreeing with the label ("Senha é obrigatória", "Áreas … são obrigatórias"). */
export function requiredMessage(property: JsonSchema | undefined, fallback: string): string {
  const title = typeof property?.title === 'string' ? property.title : fallback;
  const grammar = grammarOf(property, title);
  return `${title} ${verbToBe(grammar)} ${agree(grammar, 'obrigatório')}`;
}

/** Makes the property at `path` (inside `schema`) required; answers the schema rewritten. */
function requirePath(schema: JsonSchema, path: string[]): JsonSchema {
  const [head, ...rest] = path;
  const property = head === undefined ? undefined : propertiesOf(schema)[head];
  if (!head || !property) return schema; // a field no longer declared: nothing to require
  if (rest.length) return { ...schema, properties: { ...propertiesOf(schema), [head]: requirePath(property, rest) } };
  if (property.type !== 'array') return { ...schema, required: [...new Set([...requiredOf(schema), head])] };
  // A list is required when it has an item; a boolean sibling (first job) may waive it.
  const rule: JsonSchema = {
    required: [head],
    properties: { [head]: { type: 'array', minItems: 1, errorMessage: { minItems: requiredMessage(property, head) } } },
  };
  const unless = property['x-requiredUnless'];
  const waived = typeof unless === 'string' ? { if: { properties: { [unless]: { const: true } }, required: [unless] }, else: rule } : rule;
  return { ...schema, allOf: [...((schema.allOf as JsonSchema[] | undefined) ?? []), waived] };
}

function applyFields(schema: JsonSchema, settings: Record<string, ConfiguredField>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required = new Set(requiredOf(schema));
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    const setting = settings[name];
    if (!setting?.visivel) {
      properties[name] = { ...property, 'x-hidden': true };
      continue;
    }
    properties[name] = setting.titulo?.trim() ? { ...property, title: setting.titulo.trim() } : property;
    if (setting.obrigatorio) required.add(name);
  }
  return { ...schema, properties, required: [...required] };
}

function applySet(schema: JsonSchema, keywords: Record<string, string>, config: CompanyConfig): JsonSchema {
  const out: JsonSchema = { ...schema };
  const messages = { ...((schema.errorMessage as Record<string, string> | undefined) ?? {}) };
  for (const [keyword, key] of Object.entries(keywords)) {
    const value = config[key];
    if (value === null || value === undefined) delete messages[keyword];
    else out[keyword] = value;
  }
  for (const [keyword, text] of Object.entries(messages)) {
    // `{chave}` is the value; `{chave cargo|cargos}` the value with its noun in the right number.
    messages[keyword] = text.replace(/\{(\w+)(?: ([^|}]+)\|([^}]+))?\}/g, (whole, key: string, one?: string, many?: string) => {
      const value = config[key];
      if (value === undefined || value === null) return whole;
      return one === undefined ? String(value) : `${String(value)} ${value === 1 ? one : many}`;
    });
  }
  if (Object.keys(messages).length) out.errorMessage = messages;
  else delete out.errorMessage;
  return out;
}

export function resolveConfig(node: unknown, config: CompanyConfig): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveConfig(item, config));
  if (!node || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  if (schema[IF] && typeof schema[IF] === 'object') {
    const branch = matches(schema[IF] as Record<string, unknown>, config) ? schema.then : schema.else;
    return resolveConfig(branch ?? {}, config);
  }
  const { [REQUIRED]: requiredKey, [FIELDS]: fieldsKey, [SET]: set, ...rest } = schema;
  let out = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, resolveConfig(value, config)])) as JsonSchema;
  if (typeof fieldsKey === 'string') out = applyFields(out, (config[fieldsKey] ?? {}) as Record<string, ConfiguredField>);
  if (typeof requiredKey === 'string') {
    for (const path of (config[requiredKey] ?? []) as string[]) out = requirePath(out, path.split('.'));
  }
  if (set && typeof set === 'object') out = applySet(out, set as Record<string, string>, config);
  return out;
}

/** The configuration keys a schema's rules read: only they need loading, and they key the cache. */
export function configKeys(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => configKeys(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === IF && value && typeof value === 'object') Object.keys(value).forEach((k) => found.add(k));
      else if ((key === REQUIRED || key === FIELDS) && typeof value === 'string') found.add(value);
      else if (key === SET && value && typeof value === 'object') Object.values(value).forEach((k) => found.add(String(k)));
      else configKeys(value, found);
    }
  }
  return found;
}

/**
 * The hints of one field once the configuration is resolved (`resolveConfig`); a condition
 * still unresolved gives no hints rather than a wrong one.
 */
export function fieldHints<T extends object>(fields: Record<string, T | { configIf: unknown }> | undefined, name: string): T | Record<string, never> {
  const hints = fields?.[name];
  return !hints || IF in hints ? {} : (hints as T);
}
