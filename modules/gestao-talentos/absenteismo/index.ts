/** Absenteísmo (issue 16 items 6–7): the indicator per company and month and its report. */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { relatorioAbsenteismo } from './relatorio';
import { RELATORIO_ABSENTEISMO, registerRotasAbsenteismo } from './rotas';

export const relatoriosAbsenteismo = { [RELATORIO_ABSENTEISMO]: relatorioAbsenteismo };

export function registerAbsenteismo(app: FastifyInstance, engine: Engine): void {
  registerRotasAbsenteismo(app, engine);
}
