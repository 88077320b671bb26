/** eSocial S-2240 (issue 17 item 4): the events as records generated from the exposure's changes, "Gerar XML", their downloads and the demo. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerGatilhosS2240 } from './gatilhos';
import { registerGerarXml } from './gerar';
import { registerRotasEventosS2240 } from './rotas';

export { gerarEventoS2240, type NovoEventoS2240 } from './gerar';
export { seedDemoEventosS2240 } from './demo';

export function registerEventosS2240(app: FastifyInstance, engine: Engine): void {
  registerGerarXml(engine);
  registerGatilhosS2240(engine);
  registerRotasEventosS2240(app, engine);
}
