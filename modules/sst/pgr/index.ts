/** PGR, programa de gerenciamento de riscos (issue 17 item 8; spec 02 §2 /sst/pgr, §7 PGR). */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerRegrasPgr } from './regras';
import { registerRotasPgr } from './rotas';

export { relatorioPgr } from './relatorio';
export { seedDemoPgr } from './demo';

export function registerPgr(app: FastifyInstance, engine: Engine): void {
  registerRegrasPgr(engine);
  registerRotasPgr(app, engine);
}
