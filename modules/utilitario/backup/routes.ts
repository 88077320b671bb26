/**
 * Utilitários › Backup (spec 02 §7 "Backup: GET /{id} (blob); POST /gerar"): generate a dump of
 * the whole database as a background job, list the backups kept, download and delete them.
 *
 * Who may: a backup holds every company's data, so ROLE_BACKUP (the screen's authority) is held
 * only by the system administrator, the one who reaches every company (§6: the user with id 1;
 * server/auth/accounts.ts), and the route checks that user too. Anyone else is answered 403.
 */
import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUPER_USER_ID, findAccount } from '../../../server/auth/accounts';
import { hasAny, requireSession } from '../../../server/auth/guard';
import type { Session } from '../../../server/auth/sessions';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { contentDisposition } from '../../../server/reports/service';
import type { BackupLista, BackupTarefa } from './backup.api';
import { BackupStore } from './store';

/** The screen's authority (schemas/utilitario/telas/backup.json). */
const AUTHORITY = 'ROLE_BACKUP';

/** Whether the session may generate and download backups (the system notices ask it too). */
export function maySaveBackups(session: Session): boolean {
  return session.kind === 'interno' && session.usuarioId === SUPER_USER_ID && hasAny(session, [AUTHORITY]);
}

function requireSystemAdministrator(request: FastifyRequest) {
  const scope = requireSession(request, 'interno', [AUTHORITY]);
  if (!maySaveBackups(request.session!)) throw errors.forbidden();
  return scope as { empresaId: number; usuarioId: number };
}

/** Registers the routes; answers the store, whose list the backup's notice reads. */
export function registerBackup(app: FastifyInstance, engine: Engine): BackupStore {
  const store = new BackupStore(engine, (error) => app.log.error({ err: error }, 'backup falhou'));
  app.addHook('onClose', async () => {
    await store.idle();
    store.dispose();
  });

  app.get('/api/backup', { config: { openapi: { summary: 'Os backups guardados (o mais novo primeiro) e a geração em andamento ou a última', response: 'BackupLista' } } }, async (request): Promise<BackupLista> => {
    requireSystemAdministrator(request);
    return { backups: store.list(), tarefa: store.tarefa() };
  });

  app.post('/api/backup/gerar', { config: { openapi: { summary: 'Começa a gerar um backup de todo o banco (todas as empresas); o progresso vem em GET /api/backup', response: 'BackupTarefa', status: 202 } } }, async (request, reply) => {
    const scope = requireSystemAdministrator(request);
    const account = await findAccount(engine.db, scope.usuarioId);
    const { done: _done, ...tarefa } = store.start({ usuarioId: scope.usuarioId, usuarioNome: account?.nome ?? '' });
    return reply.code(202).send(tarefa satisfies BackupTarefa);
  });

  app.get('/api/backup/:id', { config: { openapi: { summary: 'Baixa um backup (JSON em linhas, compactado com gzip)', response: 'arquivo' } } }, async (request, reply) => {
    requireSystemAdministrator(request);
    const { id } = request.params as { id: string };
    const file = store.fileOf(id);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', contentDisposition(`${id}.json.gz`))
      .header('cache-control', 'no-store')
      .send(createReadStream(file));
  });

  app.delete('/api/backup/:id', { config: { openapi: { summary: 'Exclui um backup guardado', status: 204 } } }, async (request, reply) => {
    requireSystemAdministrator(request);
    store.remove((request.params as { id: string }).id);
    return reply.code(204).send();
  });
  return store;
}
