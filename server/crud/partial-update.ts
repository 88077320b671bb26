/**
 * PUT replaces a record whole, PATCH changes the properties it sends. A PUT must say which
 * version it read (two editors of the same record must not both win) and must carry every list
 * the record owns: a body without them would silently empty the candidate's experiences.
 */
import type { JsonSchema } from '../../engine/declaration';
import { childrenOf, type Registry, type RegisteredEntity } from '../../engine/registry/registry';
import { isReferenceList } from '../../engine/table/stored-fields';
import { errors } from '../errors';

type Data = Record<string, unknown>;

export const VERSION_REQUIRED = 'A versão do registro lido é obrigatória.';
export const LIST_REQUIRED = 'Envie a lista completa (vazia para remover todos os itens) ou use PATCH para alterar só alguns campos.';

/** The lists a PUT replaces: owned children and lists of references the company's schema shows. */
function replacedLists(entity: RegisteredEntity, registry: Registry, schema: JsonSchema): string[] {
  const shown = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const owned = new Set(childrenOf(entity, registry).map(({ property }) => property));
  return Object.keys(shown).filter((property) => owned.has(property) || isReferenceList(entity.properties[property] ?? {}));
}

/**
 * 400 naming each field an update left out: the version it read and, for a whole-record PUT,
 * every list it would otherwise empty.
 */
export function requireWholeRecord(entity: RegisteredEntity, registry: Registry, schema: JsonSchema, data: Data, whole: boolean): void {
  const missing = (value: unknown) => value === undefined || value === null;
  const lists = whole ? replacedLists(entity, registry, schema) : [];
  const fields = [
    ...(missing(data.version) ? [{ field: 'version', message: VERSION_REQUIRED }] : []),
    ...lists.filter((property) => missing(data[property])).map((property) => ({ field: property, message: LIST_REQUIRED })),
  ];
  if (fields.length) throw errors.validation(fields);
}

const isGroup = (value: unknown): value is Data => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The record a PATCH leaves: the current one with the body's properties over it. A group
 * (endereço) merges field by field; a list is replaced whole; `null` clears a value.
 */
export function mergePatch(current: Data, patch: Data): Data {
  const merged: Data = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    const before = merged[key];
    // A reference ({ id }) is replaced, not merged: its other keys are the server's labels.
    merged[key] = isGroup(value) && isGroup(before) && !('id' in before) ? mergePatch(before, value) : value;
  }
  return merged;
}
