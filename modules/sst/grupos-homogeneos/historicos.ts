/**
 * A group's history rows are "a partir de" dates: two rows of one group on the same date would
 * leave the row in force that day undecided (as in the environments' history).
 */
import { formatDate } from '../../../engine/format/dates';
import type { Engine } from '../../../server/engine';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';

export function registerDatasDosHistoricos(engine: Engine): void {
  engine.hooks.register('historicoGrupoHomogeneo', {
    async beforeWrite({ trx, scope, action, id, data, ownerId }) {
      if (action === 'delete' || typeof data?.data !== 'string' || ownerId === undefined) return;
      let outro = companyQuery(trx, scope).selectFrom('historico_grupo_homogeneo').select('id').where('owner_id', '=', ownerId).where('data', '=', data.data);
      if (id !== undefined) outro = outro.where('id', '<>', id);
      if (await outro.executeTakeFirst()) throw errors.validation([{ field: 'data', message: `Há mais de um histórico em ${formatDate(data.data)}.` }]);
    },
  });
}
