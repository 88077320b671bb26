/** Desligamento: dismissing a talent and undoing it, the exit interview and the clone of its models (issue 16 item 4). */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerClonarModelo } from './clonar-modelo';
import { registerDesligamento } from './desligar';
import { registerEntrevista } from './entrevista';

export function registerDesligamentos(app: FastifyInstance, engine: Engine): void {
  registerDesligamento(engine);
  registerEntrevista(app, engine);
  registerClonarModelo(engine);
}
