/** Selective steps: the next free order number for a new step (spec §7 "proxima-ordem"). */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { readScope } from '../../../server/crud/request-scope';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';

/** Orders run from 1 to 999 (spec §9); past the last one there is none to offer. */
export const MAX_ORDEM = 999;

export function nextOrder(highest: number | null): number | null {
  const next = (highest ?? 0) + 1;
  return next > MAX_ORDEM ? null : next;
}

export function registerEtapaSeletiva(app: FastifyInstance, engine: Engine): void {
  const entity = engine.registry.get('etapaSeletiva');
  const openapi = { summary: 'A próxima ordem livre para uma etapa nova', response: { type: 'object', properties: { ordem: { type: 'integer' } } } };
  app.get(`/api/${entity.resource}/proxima-ordem`, { config: { openapi } }, async (request) => {
    const scope = readScope(request, entity);
    const highest = await runInScope(scope, () =>
      companyQuery(engine.db, scope).selectFrom('etapa_seletiva').select((eb) => eb.fn.max('ordem').as('max')).executeTakeFirst(),
    );
    return { ordem: nextOrder(highest?.max ?? null) };
  });
}
