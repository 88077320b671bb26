/** Desligamento: dismissing a talent and undoing it, and the exit interview (issue 16 item 4). */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerDesligamento } from './desligar';
import { registerEntrevista } from './entrevista';

export function registerDesligamentos(app: FastifyInstance, engine: Engine): void {
  registerDesligamento(engine);
  registerEntrevista(app, engine);
}
