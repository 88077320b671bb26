/** What a module adds to the generic engine: extra calls and hooks, registered by entity name. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../server/engine';

export interface ServerModule {
  name: string;
  register(app: FastifyInstance, engine: Engine): void;
}
