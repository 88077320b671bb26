/**
 * Turns a declaration as written into the self-contained form every consumer uses:
 * shared code lists (`$ref: "codigos#/$defs/x"`) inlined, references given their full shape,
 * required strings made non-empty, and the defaults of the format filled in.
 */
import type { ActionDeclaration, EntityDeclaration, JsonSchema, Operation } from '../declaration';

export const allOperations: Operation[] = ['list', 'read', 'create', 'update', 'delete'];

/** Documents that `$ref` may point into, keyed by their `$id` (`codigos`). */
export type SharedDefinitions = Record<string, JsonSchema>;

export class DeclarationError extends Error {}

function resolvePointer(document: JsonSchema, pointer: string, ref: string): JsonSchema {
  let node: unknown = document;
  for (const part of pointer.split('/').filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (!node || typeof node !== 'object') throw new DeclarationError(`$ref não encontrado: ${ref}`);
  return node as JsonSchema;
}

/**
 * The shared schema with the referring keywords over it; an `enum` beside a shared closed
 * list keeps only those codes of it, with their titles ("Some filters use only T, E or A").
 */
function narrowed(target: JsonSchema, siblings: JsonSchema): JsonSchema {
  const codes = siblings.enum;
  if (!Array.isArray(codes) || !Array.isArray(target.oneOf)) return { ...target, ...siblings };
  const { enum: _codes, ...rest } = siblings;
  const oneOf = (target.oneOf as JsonSchema[]).filter((option) => codes.includes(option.const));
  if (oneOf.length !== codes.length) throw new DeclarationError(`enum com código fora da lista: ${JSON.stringify(codes)}`);
  return { ...target, ...rest, oneOf };
}

/** Inlines external `$ref`s; the referring schema's own keywords (title, default) win. */
export function inlineRefs(node: unknown, shared: SharedDefinitions): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, shared));
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = inlineRefs(value, shared);
  const ref = out.$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const [documentId = '', pointer = ''] = ref.split('#');
    const document = shared[documentId];
    if (!document) throw new DeclarationError(`$ref para documento desconhecido: ${ref}`);
    const { $ref: _ignored, ...siblings } = out;
    return narrowed(inlineRefs(resolvePointer(document, pointer, ref), shared) as JsonSchema, siblings);
  }
  return out;
}

/** A scalar reference is written `{"title": "Estado", "x-reference": "estado"}`: give it its shape. */
function shapeReference(property: JsonSchema): JsonSchema {
  if (typeof property['x-reference'] !== 'string' || property.type === 'array') return property;
  return {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1 } },
    required: ['id'],
    ...property,
  };
}

/** An integer column holds 32 bits; the schema says so unless it already bounds the value. */
export const INTEGER_RANGE = { minimum: -2147483648, maximum: 2147483647 };

function boundIntegers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(boundIntegers);
  if (!node || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'const' || k === 'default' || k === 'enum' ? v : boundIntegers(v)])) as JsonSchema;
  if (out.type === 'integer' && out['x-column'] === undefined) {
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INTEGER_RANGE.minimum;
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INTEGER_RANGE.maximum;
  }
  return out;
}

function normalizeProperties(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const out: Record<string, JsonSchema> = {};
  for (const [name, raw] of Object.entries(properties)) {
    // A group stored as columns holds properties like the record's own.
    let property = raw['x-flatten'] === true ? { ...normalizeProperties(raw), additionalProperties: false } : shapeReference(raw);
    // A required text must not be blank: an empty string is the same as a missing value to a user.
    if (required.has(name) && property.type === 'string' && property.minLength === undefined && !property.format && !property.oneOf && !property.enum) {
      property = { ...property, minLength: 1 };
    }
    out[name] = boundIntegers(property) as JsonSchema;
  }
  return { ...schema, properties: out };
}

/** An action's dialog is an object of exactly the properties it declares, references shaped as an entity's (a faixa's new cargo). */
function normalizeActions(actions: ActionDeclaration[]): ActionDeclaration[] {
  return actions.map((action) =>
    action.form ? { ...action, form: { ...action.form, schema: { ...normalizeProperties(action.form.schema), type: 'object', additionalProperties: false } } } : action,
  );
}

/** A declared object schema made self-contained: shared codes inlined, references shaped, integers bounded. */
export function normalizeSchema(schema: JsonSchema, shared: SharedDefinitions): JsonSchema {
  return normalizeProperties(inlineRefs(schema, shared) as JsonSchema);
}

export function normalizeDeclaration(declaration: EntityDeclaration, shared: SharedDefinitions): EntityDeclaration {
  const scope = declaration.scope ?? 'empresa';
  const schema = normalizeSchema(declaration.schema, shared);
  if (schema.type !== 'object') throw new DeclarationError(`${declaration.name}: schema deve ser do tipo object`);
  const properties = schema.properties as Record<string, JsonSchema>;
  if (!properties[declaration.summary]) throw new DeclarationError(`${declaration.name}: summary "${declaration.summary}" não é uma propriedade`);
  return {
    ...declaration,
    // Filters and action dialogs may use the shared code lists too.
    ...(declaration.filters ? { filters: inlineRefs(declaration.filters, shared) as EntityDeclaration['filters'] } : {}),
    ...(declaration.actions ? { actions: normalizeActions(inlineRefs(declaration.actions, shared) as ActionDeclaration[]) } : {}),
    scope,
    table: declaration.table,
    // A singleton is read and changed, never created or removed (its record is made on first read).
    operations: declaration.operations ?? (declaration.singleton ? ['read', 'update'] : scope === 'global' ? ['list', 'read'] : allOperations),
    schema: { ...schema, additionalProperties: false },
  };
}
