/**
 * The integrity check's calls (spec 02 §7, system parameters): whether the session's company has
 * inconsistencies — the shell asks at load to show its alert icon — and the PDF that lists them,
 * with the §8 messages when there is nothing to list and when it cannot be made. Any signed-in
 * user of the company may ask: the answer names only the company's own records.
 */
import type { FastifyInstance } from 'fastify';
import { findAccount } from '../../../server/auth/accounts';
import { requireSession } from '../../../server/auth/guard';
import type { Engine } from '../../../server/engine';
import { AppError } from '../../../server/errors';
import { contentDisposition } from '../../../server/reports/service';
import type { ExistemInconsistencias } from './integridade.api';
import { CODIGO_SEM_INCONSISTENCIAS, FALHA_RELATORIO, SEM_INCONSISTENCIAS } from './mensagens';
import { relatorioPdf } from './relatorio';
import { Verificador } from './verificador';


export function registerIntegridade(app: FastifyInstance, engine: Engine): Verificador {
  const verificador = new Verificador(engine, engine.registry);

  app.get(
    '/api/parametros-sistema/isExisteInconsistenciasNoBancoDados',
    { config: { openapi: { summary: 'Se a empresa da sessão tem inconsistências no banco (referências, históricos, estabelecimentos)', response: 'ExistemInconsistencias' } } },
    async (request): Promise<ExistemInconsistencias> => {
      const { empresaId } = requireSession(request, 'interno');
      return { existem: await verificador.existem(empresaId) };
    },
  );

  app.post(
    '/api/parametros-sistema/relatorio-inconsistencia-banco-dados',
    { config: { openapi: { summary: 'O relatório (PDF) das inconsistências da empresa da sessão', response: 'arquivo' } } },
    async (request, reply) => {
      const scope = requireSession(request, 'interno');
      const inconsistencias = await verificador.listar(scope.empresaId);
      if (!inconsistencias.length) throw new AppError(404, CODIGO_SEM_INCONSISTENCIAS, SEM_INCONSISTENCIAS);
      let pdf: Buffer;
      try {
        const account = await findAccount(engine.db, scope.usuarioId!);
        const empresa = await engine.database.owner.selectFrom('empresa').select('nome').where('id', '=', scope.empresaId).executeTakeFirst();
        pdf = await relatorioPdf(inconsistencias, { company: empresa?.nome ?? '', user: account?.nome ?? '' });
      } catch (error) {
        request.log.error({ err: error }, 'relatório de inconsistências falhou');
        throw new AppError(500, 'RELATORIO_INCONSISTENCIA_FALHOU', FALHA_RELATORIO);
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inconsistencias-banco-de-dados.pdf'))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
  return verificador;
}
