/**
 * A declared JSON Schema read keyword by keyword: each one must be a keyword the engine's ajv
 * knows (JSON Schema, formats, ajv-errors, the Brazilian and list keywords, the annotations),
 * or one the company's configuration resolves (`configIf`…); each `type` a JSON type. Ajv in strict mode would refuse the same schema, but
 * only when a request first compiles it, and without saying where.
 */
import type { JsonSchema } from '../declaration';
import { CONFIG_KEYWORDS } from '../validation/config-conditions';
import type { Problem } from './problem';
import { suggestion } from './suggest';

const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
/** Keywords whose value is a map of subschemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
/** Keywords whose value is a subschema (or, for the first ones, a list of them). */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'contains', 'if', 'then', 'else', 'not', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

export function schemaKeywordProblems(schema: unknown, isKnown: (keyword: string) => boolean, known: string[]): Problem[] {
  const problems: Problem[] = [];
  const visit = (node: unknown, path: (string | number)[]) => {
    if (!isObject(node)) return;
    for (const [keyword, value] of Object.entries(node)) {
      const at = [...path, keyword];
      if (!CONFIG_KEYWORDS.includes(keyword) && !isKnown(keyword)) {
        problems.push({ path: at, message: `palavra-chave desconhecida "${keyword}"${suggestion(keyword, known)}` });
        continue;
      }
      if (keyword === 'type') {
        for (const type of Array.isArray(value) ? value : [value]) {
          if (!TYPES.includes(type as string)) problems.push({ path: at, message: `tipo "${String(type)}" não existe; use ${TYPES.join(', ')}${suggestion(String(type), TYPES)}` });
        }
      } else if (SCHEMA_MAPS.includes(keyword) && isObject(value)) {
        for (const [name, inner] of Object.entries(value)) visit(inner, [...at, name]);
      } else if (SCHEMA_LISTS.includes(keyword) && Array.isArray(value)) {
        value.forEach((inner, i) => visit(inner, [...at, i]));
      } else if (SCHEMA_VALUES.includes(keyword)) {
        if (Array.isArray(value)) value.forEach((inner, i) => visit(inner, [...at, i]));
        else visit(value, at);
      }
    }
  };
  visit(schema, []);
  return problems;
}
