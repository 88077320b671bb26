/** The references declared `"x-onDelete": "cascade"`: whose records go when the record they point at is deleted. */
import type { Registry, RegisteredEntity } from '../../engine/registry/registry';
import { storedFields } from '../../engine/table/stored-fields';

/** Each entity and column whose reference to `entity` cascades its deletion. */
export function cascadingReferences(registry: Registry, entity: RegisteredEntity): { referencing: RegisteredEntity; column: string }[] {
  return registry.all().flatMap((referencing) =>
    storedFields(referencing)
      .filter((field) => field.reference === entity.name && field.schema['x-onDelete'] === 'cascade')
      .map((field) => ({ referencing, column: field.column })),
  );
}
