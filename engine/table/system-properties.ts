/**
 * The columns the engine keeps on every record, seen as properties so lists, sorts and
 * filters may name them like any other (`createdAt` in the audit log's list and period
 * filter): what type each is and how a screen titles it.
 */
import type { JsonSchema } from '../declaration';

/** What the server keeps on every record and no body sets: never a form field, never "what changed". */
export const SERVER_OWNED = ['id', 'version', 'createdAt', 'updatedAt'] as const;
export const isServerOwned = (name: string): boolean => (SERVER_OWNED as readonly string[]).includes(name);

export const SYSTEM_PROPERTIES: Record<string, JsonSchema> = {
  id: { type: 'integer', title: 'Código' },
  createdAt: { type: 'string', format: 'date-time', title: 'Data e hora' },
  updatedAt: { type: 'string', format: 'date-time', title: 'Alterado em' },
};

/** A moment (timestamp): filtered by whole days of São Paulo's calendar. */
export const isMoment = (schema: JsonSchema | undefined): boolean => schema?.format === 'date-time';
