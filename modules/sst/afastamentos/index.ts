/** Afastamentos (issue 16 item 2): the motives and the talents' leaves, their rules and calls, and the demo. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerRegrasAfastamento } from './regras';
import { registerRotasAfastamento } from './rotas';

export { seedDemoAfastamentos } from './demo';

export function registerAfastamentos(app: FastifyInstance, engine: Engine): void {
  registerRegrasAfastamento(engine);
  registerRotasAfastamento(app, engine);
}
