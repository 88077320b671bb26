import type { FastifyRequest } from 'fastify';
import { errors } from '../errors';

/** A whole number of the query (an id, a page), or undefined when absent or malformed. */
export function queryInteger(raw: unknown): number | undefined {
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** Path ids (`:id`, or the `param` named) are positive integers; anything else names no record. */
export function recordId(request: FastifyRequest, param = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[param] ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw errors.notFound();
  return id;
}
