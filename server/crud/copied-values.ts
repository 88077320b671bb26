/**
 * The `x-copyOf` properties of a record being written (engine/table/copied-fields.ts), set from the
 * records their references point at, whatever the body carried. A reference to no readable record
 * leaves its copy empty: the reference check that follows says what is wrong with it.
 */
import { isDeepStrictEqual } from 'node:util';
import { copiedFieldsOf } from '../../engine/table/copied-fields';
import { referenceId } from '../../engine/table/reference-id';
import type { RegisteredEntity } from '../../engine/registry/registered-entity';
import type { Registry } from '../../engine/registry/registry';
import { AppError } from '../errors';

type Read = (target: RegisteredEntity, id: number) => Promise<Record<string, unknown>>;

/** Sets the copies in `data`; answers whether any differs from what was there. */
export async function copyReferencedValues(entity: RegisteredEntity, registry: Registry, data: Record<string, unknown>, read: Read): Promise<boolean> {
  let changed = false;
  for (const { property, reference, field } of copiedFieldsOf(entity.properties)) {
    const id = referenceId(data[reference]);
    const target = registry.get(entity.properties[reference]!['x-reference'] as string);
    const source = id === undefined ? undefined : await read(target, id).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return undefined;
      throw error;
    });
    const value = source?.[field] ?? undefined;
    if (isDeepStrictEqual(value, data[property])) continue;
    changed = true;
    if (value === undefined) delete data[property];
    else data[property] = value;
  }
  return changed;
}
