/** Vacinas (issue 17 item 7): vaccines and their doses, the talents' vaccination cards, vaccination in batch, the reports' code and the demo. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { CartoesDeVacinacao } from './cartao';
import { registerRegrasVacinas } from './regras';
import { registerRotasVacinas } from './rotas';

export { relatoriosVacinas } from './relatorios';
export { seedDemoVacinas } from '../demo/vacinas';

export function registerVacinas(app: FastifyInstance, engine: Engine): void {
  const cartoes = new CartoesDeVacinacao(engine);
  registerRegrasVacinas(engine, cartoes);
  registerRotasVacinas(app, engine, cartoes);
}
