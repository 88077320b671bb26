/**
 * The portal's sign-up asks only what the company requires (issue 12 §7): the résumé's
 * schema cut to its required properties, group by group, and to those its conditions name
 * (a confirmation the password asks for). The rest is filled in after signing in.
 */
import type { JsonSchema } from '../../../engine/declaration';

type Properties = Record<string, JsonSchema>;

/** Every property a schema's conditions (`allOf`, `if`/`then`/`else`) name, as required or as tested. */
function conditionNames(schema: JsonSchema): string[] {
  const names: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const part = node as JsonSchema;
    names.push(...((part.required as string[] | undefined) ?? []), ...Object.keys((part.properties as Properties | undefined) ?? {}));
    for (const key of ['allOf', 'anyOf', 'oneOf']) for (const item of (part[key] as unknown[] | undefined) ?? []) walk(item);
    for (const key of ['if', 'then', 'else']) walk(part[key]);
  };
  for (const key of ['allOf', 'anyOf', 'oneOf']) for (const item of (schema[key] as unknown[] | undefined) ?? []) walk(item);
  for (const key of ['if', 'then', 'else']) walk(schema[key]);
  return names;
}

/** A group of fields (pessoal, contato), not a reference (`{id}`) nor a list. */
const isGroup = (schema: JsonSchema) => Boolean(schema.properties) && !schema['x-reference'] && !('id' in (schema.properties as Properties));

/** The schema with only what must be filled in; a group not required stays when some of its fields are. */
export function cadastroCurto(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties as Properties | undefined) ?? {};
  const keep = new Set([...((schema.required as string[] | undefined) ?? []), ...conditionNames(schema)]);
  const kept: Properties = {};
  for (const [name, property] of Object.entries(properties)) {
    if (isGroup(property)) {
      const group = cadastroCurto(property);
      if (keep.has(name) || Object.keys(group.properties as Properties).length) kept[name] = group;
    } else if (keep.has(name)) kept[name] = property;
  }
  return { ...schema, properties: kept };
}
