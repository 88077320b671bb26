/**
 * The rules of one participant pair written through the generic screen and API: the
 * autoavaliação is the avaliado evaluating themself and only where the evaluation allows it,
 * and a pair that already answered is neither changed nor removed (its answers point at it).
 */
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { actionRefused } from '../../../server/crud/actions';
import { referenceId } from '../../../engine/table/reference-id';
import { parRespondido } from './respondidos';

export const PAR_RESPONDIDO = 'Este avaliador já respondeu a avaliação deste avaliado: o participante não pode ser alterado nem removido.';
export const AUTOAVALIACAO_DO_PROPRIO = 'Na autoavaliação o avaliador é o próprio avaliado.';
export const AVALIADOR_DIFERENTE = 'O avaliador não pode ser o próprio avaliado, a não ser na autoavaliação.';
export const SEM_AUTOAVALIACAO = 'A avaliação não permite autoavaliação.';

type Data = Record<string, unknown>;

export function registerRegrasParticipante(engine: Engine): void {
  const avaliacoes = engine.registry.get('avaliacaoDesempenho');
  engine.hooks.register('participanteAvaliacaoDesempenho', {
    async beforeWrite({ trx, scope, action, data, previous }) {
      if (previous) {
        const par = { avaliacaoId: referenceId(previous.avaliacaoDesempenho)!, avaliadoId: referenceId(previous.avaliado)!, avaliadorId: referenceId(previous.avaliador) ?? null };
        if (await parRespondido(trx, scope, par)) throw actionRefused(PAR_RESPONDIDO);
      }
      if (action === 'delete' || !data) return;
      const avaliado = referenceId(data.avaliado);
      const avaliador = referenceId(data.avaliador);
      if (data.tipo === 'U' && avaliador !== avaliado) throw errors.validation([{ field: 'avaliador', message: AUTOAVALIACAO_DO_PROPRIO }]);
      if (data.tipo !== 'U' && avaliador !== undefined && avaliador === avaliado) throw errors.validation([{ field: 'avaliador', message: AVALIADOR_DIFERENTE }]);
      if (data.tipo === 'U') {
        const avaliacao: Data = await engine.entities.get(avaliacoes, scope, referenceId(data.avaliacaoDesempenho)!, trx);
        if (avaliacao.permiteAutoAvaliacao !== true) throw errors.validation([{ field: 'tipo', message: SEM_AUTOAVALIACAO }]);
      }
    },
  });
}
