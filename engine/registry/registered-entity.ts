/**
 * An entity as the registry holds it, and the lookup by name the registry offers: reports and
 * documents are checked against the entities through it, without depending on the registry.
 */
import type { EntityDeclaration, JsonSchema } from '../declaration';

export interface RegisteredEntity extends EntityDeclaration {
  table: string;
  scope: 'empresa' | 'global';
  operations: NonNullable<EntityDeclaration['operations']>;
  /** Where it was declared, for messages. */
  source: string;
  properties: Record<string, JsonSchema>;
  /** Company-configuration keys its rules, form hints and actions read (`configIf`, `config`); empty for most. */
  configKeys: string[];
}

/** Finds a registered entity by name (registry.ts): `get` throws when there is none. */
export interface EntityLookup {
  find(name: string): RegisteredEntity | undefined;
  get(name: string): RegisteredEntity;
}
