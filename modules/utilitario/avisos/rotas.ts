/**
 * GET /api/avisos-sistema (spec 02 §2 "System notices area", §7 notices findAll): the notices every
 * signed-in user sees at load — the licence's — and, for who may generate backups, the backup's.
 */
import type { FastifyInstance } from 'fastify';
import { today } from '../../../engine/validation/brazilian';
import { requireSession } from '../../../server/auth/guard';
import type { Engine } from '../../../server/engine';
import { chavePublica } from '../licenca/chaves';
import { estadoDaLicenca, idDaInstalacao } from '../licenca/servico';
import type { BackupStore } from '../backup/store';
import { maySaveBackups } from '../backup/routes';
import type { AvisosSistema } from './avisos.api';
import { avisosDoBackup } from './backup';
import { avisosDaLicenca } from './licenca';

export function registerAvisos(app: FastifyInstance, engine: Engine, backups: BackupStore): void {
  const chave = chavePublica();
  let instalacao: string | undefined;
  app.get('/api/avisos-sistema', { config: { openapi: { summary: 'Os avisos do sistema listados ao carregar (licença a vencer ou vencida; backup antigo ou ausente, para quem gera backups)', response: 'AvisosSistema' } } }, async (request): Promise<AvisosSistema> => {
    requireSession(request, 'interno');
    const estado = await estadoDaLicenca(engine, chave, (instalacao ??= await idDaInstalacao(engine)));
    const hoje = today();
    const doBackup = maySaveBackups(request.session!) ? avisosDoBackup(backups.list()[0]?.criadoEm, hoje) : [];
    return { avisos: [...avisosDaLicenca(estado.situacao, hoje), ...doBackup] };
  });
}
