/**
 * The generic screens an entity's declaration gives it: list at its route, form at `route/new`
 * and `route/:id` as far as its operations allow, or the form alone for a singleton; none for
 * owned records, edited inside their owner's form. The server keeps declared screens off these
 * routes; the shell routes to them.
 */
import type { EntityDeclaration } from '../declaration';

export type EntityScreenKind = 'list' | 'new' | 'edit' | 'singleton';

export function entityScreenKinds(entity: Pick<EntityDeclaration, 'owner' | 'singleton' | 'operations' | 'allOwners'>): EntityScreenKind[] {
  // Owned records are edited in their owner's form; listed across owners, they have a list.
  if (entity.owner) return entity.allOwners ? ['list'] : [];
  if (entity.singleton) return ['singleton'];
  const operations = entity.operations ?? [];
  return [
    ...(operations.includes('list') ? (['list'] as const) : []),
    ...(operations.includes('create') ? (['new'] as const) : []),
    ...(operations.includes('read') || operations.includes('update') ? (['edit'] as const) : []),
  ];
}
