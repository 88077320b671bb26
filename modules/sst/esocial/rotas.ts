/**
 * The S-2240 events' files: one event's XML, and a zip of the generated events selected in the
 * list or found by its filters. Only a generated event — one the official XSD took — leaves the
 * app; read access to the events suffices, and every read is the session's company's.
 */
import JSZip from 'jszip';
import type { FastifyInstance } from 'fastify';
import { recordId } from '../../../server/crud/path-id';
import { readScope } from '../../../server/crud/request-scope';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { AppError } from '../../../server/errors';
import { contentDisposition } from '../../../server/reports/service';
import type { LoteEventosS2240 } from './eventos.api';

interface EventoLido {
  id: number;
  situacao?: string;
  idEvento?: string | null;
  xml?: string | null;
}

const naoGerado = () => new AppError(409, 'EVENTO_NAO_GERADO', 'Só um evento gerado, com o XML validado, pode ser baixado. Use "Gerar XML" antes.');
const nenhumGerado = () => new AppError(409, 'NENHUM_EVENTO_GERADO', 'Nenhum dos eventos escolhidos foi gerado: use "Gerar XML" antes de baixá-los.');

const nomeDoArquivo = (evento: EventoLido) => `S-2240-${evento.idEvento ?? evento.id}.xml`;

export function registerRotasEventosS2240(app: FastifyInstance, engine: Engine): void {
  const entidade = engine.registry.get('eventoS2240');
  const base = `/api/${entidade.resource}`;

  app.get(`${base}/:id/xml`, { config: { openapi: { summary: 'O XML do evento S-2240 gerado (validado contra o XSD S-1.3, sem assinatura)', response: 'arquivo' } } }, async (request, reply) => {
    const scope = readScope(request, entidade);
    const evento = (await runInScope(scope, () => engine.entities.get(entidade, scope, recordId(request)))) as unknown as EventoLido;
    if (evento.situacao !== 'GERADO' || !evento.xml) throw naoGerado();
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', contentDisposition(nomeDoArquivo(evento)))
      .header('cache-control', 'no-store')
      .send(evento.xml);
  });

  app.get(
    `${base}/lote`,
    { config: { openapi: { summary: 'Os XML dos eventos S-2240 gerados entre os selecionados (ids) ou filtrados, num zip', query: 'LoteEventosS2240', response: 'arquivo' } } },
    async (request, reply) => {
      const scope = readScope(request, entidade);
      const { ids, ...filtros } = request.query as LoteEventosS2240;
      const escolhidos = ids ? new Set(ids.split(',').map((id) => Number(id.trim()))) : undefined;
      const pagina = await runInScope(scope, () => engine.entities.list(entidade, scope, { ...filtros, unpaged: true }));
      const eventos = ('content' in pagina ? pagina.content : []) as unknown as EventoLido[];
      const gerados = eventos.filter((evento) => evento.situacao === 'GERADO' && evento.xml && (!escolhidos || escolhidos.has(evento.id)));
      if (gerados.length === 0) throw nenhumGerado();
      const zip = new JSZip();
      for (const evento of gerados) zip.file(nomeDoArquivo(evento), evento.xml!);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('eventos-s2240.zip'))
        .header('cache-control', 'no-store')
        .send(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    },
  );
}
