/** Saúde (issue 17 items 5 and 6): health professionals and their contracts (with the signature image), exams, ASO requests and results, the unification of duplicates. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { registerAssinaturaDoContrato } from './assinatura';
import { registerRegrasSaude } from './regras';
import { registerUnificacao } from './unificacao';

export { seedDemoSaude } from '../demo/saude';

export function registerSaude(app: FastifyInstance, engine: Engine): void {
  registerRegrasSaude(engine);
  registerAssinaturaDoContrato(engine);
  registerUnificacao(app, engine);
}
