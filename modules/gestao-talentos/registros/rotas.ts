/**
 * `GET /api/colaboradores/{id}/{formacoes,certificados,idiomas,experiencias}` (spec 02 §7 Talent):
 * one of the talent's own lists, read with the talent as the record's page reads it (also of another
 * company while talents are shared). The lists are the talent's `x-children`, so a list declared
 * there is answered here without a line more.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { childrenOf } from '../../../engine/registry/registry';
import { recordId } from '../../../server/crud/routes';
import { readScope } from '../../../server/crud/request-scope';
import { componentOf } from '../../../server/openapi';

export function registerRegistrosDoTalento(app: FastifyInstance, engine: Engine): void {
  const talento = engine.registry.get('colaborador');
  for (const { property, child } of childrenOf(talento, engine.registry)) {
    const summary = `${child.labelPlural} do talento, na ordem em que foram gravados`;
    app.get(`/api/${talento.resource}/:id/${property}`, { config: { openapi: { summary, response: `${componentOf(child)}[]` } } }, async (request) => {
      const registro = await engine.entities.get(talento, readScope(request, talento), recordId(request), undefined, true);
      return registro[property] ?? [];
    });
  }
}
