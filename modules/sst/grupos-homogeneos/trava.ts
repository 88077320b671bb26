/**
 * Spec 02 §8: once environmental conditions are linked to a homogeneous group, what they were
 * measured for stays as it was — the group's place (local, establishments, works) and the history
 * row's date and environments; neither the row nor the group is removed. A change of exposure is a
 * new history row ("a partir de"), so the S-2240 events already built keep meaning what they said.
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { AppError, errors } from '../../../server/errors';
import type { Engine } from '../../../server/engine';

export const EDICAO_TRAVADA = 'Edição não permitida: há condições ambientais vinculadas ao grupo homogêneo.';

type Data = Record<string, unknown>;

/** Whether conditions hang under this history row, or under any row of this group. */
async function temCondicoes(db: Db, scope: Scope, onde: { historicoId: number } | { grupoId: number }): Promise<boolean> {
  let query = companyQuery(db, scope).selectFrom('condicao_ambiental').select('condicao_ambiental.id');
  if ('historicoId' in onde) query = query.where('owner_id', '=', onde.historicoId);
  else
    query = query.where('owner_id', 'in', companyQuery(db, scope).selectFrom('historico_grupo_homogeneo').select('historico_grupo_homogeneo.id').where('owner_id', '=', onde.grupoId));
  return !!(await query.limit(1).executeTakeFirst());
}

/** A value as compared: references by id, lists of ids in any order. */
const comparavel = (value: unknown): string => {
  const id = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v);
  return JSON.stringify(Array.isArray(value) ? value.map(id).sort() : (id(value) ?? null));
};

/** Refuses the write when one of `campos` changes (on the first such field) or the record is removed. */
function travar(engine: Engine, entidade: string, campos: string[], onde: (id: number) => { historicoId: number } | { grupoId: number }): void {
  engine.hooks.register(entidade, {
    async beforeWrite({ trx, scope, action, id, data, previous }) {
      if (action === 'create' || id === undefined) return;
      const mudou = action === 'update' ? campos.find((campo) => data && campo in data && comparavel(data[campo]) !== comparavel((previous as Data)[campo])) : undefined;
      if (action === 'update' && !mudou) return;
      if (!(await temCondicoes(trx, scope, onde(id)))) return;
      if (mudou) throw errors.validation([{ field: mudou, message: EDICAO_TRAVADA }]);
      throw new AppError(409, 'CONDICOES_VINCULADAS', EDICAO_TRAVADA);
    },
  });
}

export function registerTrava(engine: Engine): void {
  travar(engine, 'grupoHomogeneo', ['localAmbienteGrupoHomogeneo', 'estabelecimentosIds', 'obrasIds'], (grupoId) => ({ grupoId }));
  travar(engine, 'historicoGrupoHomogeneo', ['data', 'ambientes'], (historicoId) => ({ historicoId }));
}
