/**
 * The histories of environments and functions are kept oldest first, one row per date: two rows
 * from the same day would leave "the row in force" on that day undecided.
 */
import { errors } from '../../../server/errors';
import type { Engine } from '../../../server/engine';
import { emOrdemDeData, type LinhaDatada } from './vigente';

export function registerHistoricos(engine: Engine): void {
  for (const entidade of ['ambiente', 'funcao']) {
    engine.hooks.register(entidade, {
      beforeWrite({ action, data }) {
        if (action === 'delete' || !data?.historicos) return;
        const ordenados = emOrdemDeData(data.historicos as LinhaDatada[]);
        if (typeof ordenados === 'string') throw errors.validation([{ field: 'historicos', message: ordenados }]);
        data.historicos = ordenados;
      },
    });
  }
}
