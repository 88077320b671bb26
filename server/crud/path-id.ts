import type { FastifyRequest } from 'fastify';
import { errors } from '../errors';

/** Path ids (`:id`, or the `param` named) are positive integers; anything else names no record. */
export function recordId(request: FastifyRequest, param = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[param] ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw errors.notFound();
  return id;
}
