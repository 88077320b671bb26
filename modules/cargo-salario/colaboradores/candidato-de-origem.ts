/**
 * The candidate's flags follow the talento it became (active: contratado; dismissed: já foi
 * colaborador), so the candidate lists agree with the talento register. One talento per CPF
 * and per candidate is the declaration's `unique`.
 */
import type { Engine } from '../../../server/engine';
import { referenceId } from '../../../engine/table/reference-id';


export function registerColaborador(engine: Engine): void {
  engine.hooks.register('colaborador', {
    async afterWrite({ trx, scope, action, current }) {
      const candidatoId = action === 'delete' ? undefined : referenceId(current!.candidato);
      if (!candidatoId) return;
      const desligado = Boolean(current!.dataDesligamento);
      await engine.entities.changeIn(trx, engine.registry.get('candidato'), scope, candidatoId, { contratado: !desligado, jaFoiColaborador: desligado });
    },
  });
}
