/** The classes' server part: their hooks (days, expenses, participants' names) and their calls beyond CRUD. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerParticipante } from './participante';
import { registerTurmaRotas } from './rotas';
import { registerTurma } from './turma';

export function registerTurmas(app: FastifyInstance, engine: Engine): void {
  registerTurma(engine);
  registerParticipante(engine);
  registerTurmaRotas(app, engine);
}
