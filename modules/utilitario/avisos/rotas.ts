/** GET /api/avisos-sistema (spec 02 §2 "System notices area", §7 notices findAll): the notices every signed-in user sees at load. */
import type { FastifyInstance } from 'fastify';
import { today } from '../../../engine/validation/brazilian';
import { requireSession } from '../../../server/auth/guard';
import type { Engine } from '../../../server/engine';
import { chavePublica } from '../licenca/chaves';
import { estadoDaLicenca, idDaInstalacao } from '../licenca/servico';
import type { AvisosSistema } from './avisos.api';
import { avisosDaLicenca } from './licenca';

export function registerAvisos(app: FastifyInstance, engine: Engine): void {
  const chave = chavePublica();
  let instalacao: string | undefined;
  app.get('/api/avisos-sistema', { config: { openapi: { summary: 'Os avisos do sistema listados ao carregar (licença a vencer ou vencida)', response: 'AvisosSistema' } } }, async (request): Promise<AvisosSistema> => {
    requireSession(request, 'interno');
    const estado = await estadoDaLicenca(engine, chave, (instalacao ??= await idDaInstalacao(engine)));
    return { avisos: avisosDaLicenca(estado.situacao, today()) };
  });
}
