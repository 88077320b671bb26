/** The Nine Box's calls beyond its configuration's CRUD: an evaluation's chart and its PDF (NineBox.pdf). */
import type { FastifyInstance } from 'fastify';
import { recordId } from '../../../server/crud/path-id';
import { readScope } from '../../../server/crud/request-scope';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { contentDisposition } from '../../../server/reports/service';
import type { Printer } from '../../../server/server-module';
import { graficoDoNineBox } from './grafico';
import { documentoDoNineBox } from './impressao';

export function registerNineBox(app: FastifyInstance, engine: Engine, printer: Printer): void {
  const entity = engine.registry.get('nineBox');
  const base = `/api/${entity.resource}`;
  const grafico = (scope: ReturnType<typeof readScope>, avaliacaoId: number) => runInScope(scope, () => graficoDoNineBox(engine, engine.db, scope, avaliacaoId));

  app.get(`${base}/chart/:avaliacaoId`, { config: { openapi: { summary: 'Os avaliados da avaliação de desempenho nos nove boxes da configuração em vigor na data dela', response: 'GraficoNineBox' } } }, async (request) =>
    grafico(readScope(request, entity), recordId(request, 'avaliacaoId')),
  );

  app.post(`${base}/relatorio`, { config: { openapi: { summary: 'O Nine Box de uma avaliação em PDF (NineBox.pdf); corpo: { avaliacaoId }', response: 'arquivo' } } }, async (request, reply) => {
    const scope = readScope(request, entity);
    const avaliacaoId = (request.body as { avaliacaoId?: unknown } | undefined)?.avaliacaoId;
    if (typeof avaliacaoId !== 'number' || !Number.isInteger(avaliacaoId) || avaliacaoId < 1) throw errors.validation([{ field: 'avaliacaoId', message: 'Avaliação de desempenho é obrigatória' }]);
    const file = await printer.renderDocument(scope, documentoDoNineBox(await grafico(scope, avaliacaoId)));
    return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('NineBox.pdf')).header('cache-control', 'no-store').send(file);
  });
}
