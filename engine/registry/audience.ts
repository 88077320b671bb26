/** What an audience (`audiences`: the candidate on the portal) sees and sets of an entity's records. */
import type { JsonSchema } from '../declaration';
import type { RegisteredEntity } from './registered-entity';

/** Properties only the company's users see: declared `x-internal`, or read-only (what the system keeps). */
export const hiddenFromAudiences = (entity: RegisteredEntity): string[] =>
  Object.entries(entity.properties)
    .filter(([, schema]) => schema['x-internal'] === true || schema.readOnly === true)
    .map(([name]) => name);

/** Properties an audience's write leaves as stored: the hidden ones and the secrets, which change only through their own calls. */
export const keptFromAudiences = (entity: RegisteredEntity): string[] => [
  ...hiddenFromAudiences(entity),
  ...Object.entries(entity.properties)
    .filter(([, schema]: [string, JsonSchema]) => schema['x-hash'] !== undefined || schema['x-transient'] === true)
    .map(([name]) => name),
];
