/**
 * `GET /api/<resource>/{id}/<path>` for every declared document: the record, read in the
 * session's company with the entity's read authority, laid out and written as PDF by the
 * reports' render workers, then sent as a file named `<document>-<id>.pdf`.
 */
import type { FastifyInstance } from 'fastify';
import { layOutDocument } from '../../engine/report/document-layout';
import { recordId } from '../crud/routes';
import { readScope } from '../crud/request-scope';
import type { Engine } from '../engine';
import { loadDocumentData } from './document-data';
import { documentOptions } from './document-options';
import { contentDisposition, type ReportService } from './service';

export function registerDocumentRoutes(app: FastifyInstance, engine: Engine, reports: ReportService): void {
  for (const document of engine.registry.documents) {
    const entity = engine.registry.get(document.entity);
    app.get(`/api/${entity.resource}/:id/${document.path}`, { config: { openapi: { summary: `${document.title} (PDF)`, response: 'arquivo' } } }, async (request, reply) => {
      const scope = readScope(request, entity);
      const id = recordId(request);
      const options = documentOptions(document, request.query);
      const laidOut = layOutDocument(document, engine.registry, await loadDocumentData(engine, document, scope, id, options));
      const file = await reports.renderDocument(scope, laidOut);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`${document.name}-${id}.pdf`))
        .header('cache-control', 'no-store')
        .send(file);
    });
  }
}
