/**
 * Who may read and write an entity's records on a request: the session's scope, checked
 * against the entity's declared authorities.
 */
import type { FastifyRequest } from 'fastify';
import type { RegisteredEntity } from '../../engine/registry/registry';
import { SUPER_USER_ID } from '../auth/accounts';
import { requireSession } from '../auth/guard';
import { errors } from '../errors';

export function readScope(request: FastifyRequest, entity: RegisteredEntity) {
  return requireSession(request, 'interno', entity.authorities?.read);
}

/**
 * Data declared `scope: global` is shared by every company: one company's user changing a bairro
 * would change it for all, so only the user who sees every company (spec §6) writes it.
 */
export function maySetShared(entity: RegisteredEntity, usuarioId: number | null): boolean {
  return entity.scope !== 'global' || usuarioId === SUPER_USER_ID;
}

export function writeScope(request: FastifyRequest, entity: RegisteredEntity) {
  const scope = requireSession(request, 'interno', entity.authorities?.write ?? entity.authorities?.read);
  if (!maySetShared(entity, scope.usuarioId)) throw errors.sharedData();
  return scope;
}
