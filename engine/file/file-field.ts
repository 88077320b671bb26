/**
 * The file field of an entity (`"x-file"` on a property, see `FileField`): which property
 * holds it, which siblings hold its facts, and its limits. A declaration that gets it wrong
 * stops the server at start, with the entity's file named.
 */
import type { FileField, FileType } from '../declaration';
import type { RegisteredEntity } from '../registry/registered-entity';
import { FILE_TYPES } from './file-kinds';

export interface EntityFile {
  /** The property the file is sent in and its legacy bytes column. */
  property: string;
  /** Read-only properties holding the stored name, content type and size in bytes. */
  facts: { name: string; mime: string; size: string };
  /** Declared limit in MB, when tighter than the server's. */
  maxMb?: number;
  types: readonly FileType[];
}

const cache = new WeakMap<RegisteredEntity, EntityFile | null>();

export function fileFieldOf(entity: RegisteredEntity): EntityFile | undefined {
  if (!cache.has(entity)) cache.set(entity, readFileField(entity) ?? null);
  return cache.get(entity) ?? undefined;
}

function readFileField(entity: RegisteredEntity): EntityFile | undefined {
  const declared = Object.entries(entity.properties).filter(([, schema]) => schema['x-file'] !== undefined);
  if (!declared.length) return undefined;
  const fail = (message: string): never => {
    throw new Error(`${entity.source}: x-file: ${message}`);
  };
  if (declared.length > 1) fail('uma entidade tem um só campo de arquivo');
  const [property, schema] = declared[0]!;
  const field = schema['x-file'] as FileField;
  if (!entity.owner) fail('o arquivo é de um registro filho (declare "owner")');
  if (schema.readOnly !== true || schema.writeOnly !== true) fail(`"${property}" deve ser readOnly e writeOnly: o corpo não o grava e a resposta não o traz`);
  const facts = { name: `${property}Nome`, mime: `${property}Tipo`, size: `${property}Tamanho` };
  for (const fact of Object.values(facts)) if (entity.properties[fact]?.readOnly !== true) fail(`declare a propriedade "${fact}" (readOnly)`);
  if (field.maxMb !== undefined && !(typeof field.maxMb === 'number' && field.maxMb > 0)) fail('maxMb deve ser um número positivo');
  const unknown = (field.types ?? []).filter((type) => !FILE_TYPES.includes(type));
  if (unknown.length) fail(`tipos desconhecidos ${unknown.join(', ')}; use ${FILE_TYPES.join(', ')}`);
  return { property, facts, ...(field.maxMb !== undefined && { maxMb: field.maxMb }), types: field.types ?? FILE_TYPES };
}
