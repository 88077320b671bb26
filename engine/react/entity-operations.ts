/**
 * Whether the session may create, edit or remove records of an entity on screen: it may write,
 * and the declaration offers that operation (answered evaluations are listed, read and removed,
 * never typed in; companies are made and edited, never removed).
 */
import type { EntityMeta } from '../api-types';
import type { Operation } from '../declaration';

const ALL: Operation[] = ['list', 'read', 'create', 'update', 'delete'];

export function canDo(entity: Pick<EntityMeta, 'can' | 'operations'>, operation: 'create' | 'update' | 'delete'): boolean {
  return entity.can.write && (entity.operations ?? ALL).includes(operation);
}
