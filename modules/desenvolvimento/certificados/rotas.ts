/**
 * The certificates' PDFs: all approved participants of a class in one file, one participant's,
 * and a talent's certification's. Read access to the participants (or the certifications)
 * suffices; the verification codes are recorded in the same transaction as they are printed.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { recordId } from '../../../server/crud/path-id';
import { readScope } from '../../../server/crud/request-scope';
import { runInScope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { contentDisposition } from '../../../server/reports/service';
import { paginaDaCertificacao, paginasDaTurma } from './emissao';
import { certificadosPdf, type PaginaCertificado } from './pdf';

export function registerCertificados(app: FastifyInstance, engine: Engine): void {
  const participante = engine.registry.get('colaboradorTurma');
  const certificacaoDoTalento = engine.registry.get('colaboradorCertificacao');
  const enviar = async (reply: FastifyReply, nome: string, paginas: PaginaCertificado[]) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(nome))
      .header('cache-control', 'no-store')
      .send(await certificadosPdf(paginas));

  app.get('/api/turmas/:turmaId/certificados', { config: { openapi: { summary: 'Os certificados dos aprovados da turma, um por página (PDF)', response: 'arquivo' } } }, async (request, reply) => {
    const scope = readScope(request, participante);
    const turmaId = recordId(request, 'turmaId');
    const paginas = await runInScope(scope, () => engine.db.transaction().execute((trx) => paginasDaTurma(engine, trx, scope, { turmaId })));
    return enviar(reply, `certificados-turma-${turmaId}.pdf`, paginas);
  });

  app.get(`/api/${participante.resource}/:id/certificado`, { config: { openapi: { summary: 'O certificado de um participante aprovado (PDF)', response: 'arquivo' } } }, async (request, reply) => {
    const scope = readScope(request, participante);
    const id = recordId(request);
    const paginas = await runInScope(scope, () => engine.db.transaction().execute((trx) => paginasDaTurma(engine, trx, scope, { colaboradorTurmaId: id })));
    return enviar(reply, `certificado-${id}.pdf`, paginas);
  });

  app.get(`/api/${certificacaoDoTalento.resource}/:id/certificado`, { config: { openapi: { summary: 'O certificado de uma certificação do talento (PDF)', response: 'arquivo' } } }, async (request, reply) => {
    const scope = readScope(request, certificacaoDoTalento);
    const id = recordId(request);
    const pagina = await runInScope(scope, () => engine.db.transaction().execute((trx) => paginaDaCertificacao(engine, trx, scope, id)));
    return enviar(reply, `certificado-certificacao-${id}.pdf`, [pagina]);
  });
}
