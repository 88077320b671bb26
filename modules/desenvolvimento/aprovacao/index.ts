/** Course evaluations of a class and the approval of its participants (frequency and results). */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerAvaliacoesDaTurma } from './avaliacoes';
import { registerGatilhosAprovacao } from './gatilhos';
import { registerMinhasAvaliacoesDeCurso, registerQuestionarioDoParticipante } from './questionario';

export function registerAprovacao(app: FastifyInstance, engine: Engine): void {
  registerGatilhosAprovacao(engine);
  registerAvaliacoesDaTurma(app, engine);
  registerQuestionarioDoParticipante(app, engine);
  registerMinhasAvaliacoesDeCurso(app, engine);
}
