/**
 * Rules that depend on the company's configuration, written in the schema itself:
 *
 *   { "configIf": { "solPessoalObrigarDadosComplementares": true }, "then": { "required": ["vinculo"] }, "else": {…} }
 *
 * Before validating (server and browser alike), `resolveConfig` replaces each such node by its
 * `then` or `else` for the session's company, so ajv only ever sees plain JSON Schema.
 */
import type { JsonSchema } from '../declaration';

export type CompanyConfig = Record<string, unknown>;

const KEYWORD = 'configIf';

function matches(condition: Record<string, unknown>, config: CompanyConfig): boolean {
  return Object.entries(condition).every(([key, expected]) => (config[key] ?? false) === expected);
}

export function resolveConfig(node: unknown, config: CompanyConfig): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveConfig(item, config));
  if (!node || typeof node !== 'object') return node;
  const schema = node as JsonSchema;
  if (schema[KEYWORD] && typeof schema[KEYWORD] === 'object') {
    const branch = matches(schema[KEYWORD] as Record<string, unknown>, config) ? schema.then : schema.else;
    return resolveConfig(branch ?? {}, config);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolveConfig(value, config)]));
}

/** The configuration keys a schema's rules read: only they need loading, and they key the cache. */
export function configKeys(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => configKeys(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === KEYWORD && value && typeof value === 'object') Object.keys(value).forEach((k) => found.add(k));
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
  return !hints || KEYWORD in hints ? {} : (hints as T);
}
