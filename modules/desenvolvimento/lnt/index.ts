/** LNT (levantamento de necessidades de treinamento): needs turned into courses and classes, and the report of talents no need indicates. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerNecessidades } from './necessidades';

export { colaboradorSemIndicacaoTreinamento } from './relatorio';
export { seedDemoLnt } from './demo';

export function registerLnt(app: FastifyInstance, engine: Engine): void {
  registerNecessidades(app, engine);
}
