/** Ocorrências do talento beyond their declarations: where each happened, and the counts by providência. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerLotacaoDaOcorrencia } from './lotacao';
import { registerPorPeriodoProvidencias } from './por-periodo';

export { seedDemoOcorrencias } from './demo';

export function registerOcorrencias(app: FastifyInstance, engine: Engine): void {
  registerLotacaoDaOcorrencia(engine);
  registerPorPeriodoProvidencias(app, engine);
}
