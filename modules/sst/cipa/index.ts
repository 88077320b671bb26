/** CIPA (issue 16): the mandates and their members, the elected members' stability and its warning when one leaves or is replaced. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerRegrasCipa } from './regras';
import { registerRotasCipa } from './rotas';

export { seedDemoCipa } from './demo';

export function registerCipa(app: FastifyInstance, engine: Engine): void {
  registerRegrasCipa(engine);
  registerRotasCipa(app, engine);
}
