/**
 * What a group's purpose (finalidade) asks of its risk items (spec 02 §5 "Risk item", §8): a group
 * that goes to the eSocial describes each exposure by its Tabela 24 agent (the S-2240's codAgNoc),
 * so there the agent is required; a group of the PGR only may list risks without one. Hence the
 * §8 refusal: the eSocial purposes are unavailable while the group has items without an agent.
 * Both depend on records above or below the one written (the item's group, the group's items),
 * which no declaration of the item or the group can read — so they are this hook.
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { errors } from '../../../server/errors';
import type { Engine } from '../../../server/engine';

/** The purposes whose groups go to the eSocial (a "PGR" group is the programme's only). */
export const FINALIDADES_ESOCIAL: ReadonlySet<unknown> = new Set(['eSocial', 'eSocial_PGR']);

export const AGENTE_REQUERIDO = 'Agente nocivo é requerido';
export const FINALIDADE_ESOCIAL_INDISPONIVEL = 'Finalidade com eSocial indisponível: há condições ambientais sem agente nocivo no grupo homogêneo.';

/** The purpose of the group a history row belongs to. */
async function finalidadeDoHistorico(db: Db, scope: Scope, historicoId: number): Promise<string | undefined> {
  const grupo = await companyQuery(db, scope)
    .selectFrom('historico_grupo_homogeneo as h')
    .innerJoin('grupo_homogeneo as g', 'g.id', 'h.owner_id')
    .select('g.finalidade')
    .where('h.id', '=', historicoId)
    .executeTakeFirst();
  return grupo?.finalidade ?? undefined;
}

/** Whether any history row of the group has a risk item without an agent. */
async function temItemSemAgente(db: Db, scope: Scope, grupoId: number): Promise<boolean> {
  const item = await companyQuery(db, scope)
    .selectFrom('condicao_ambiental')
    .select('condicao_ambiental.id')
    .where('atividade_perigosa_insalubre_id', 'is', null)
    .where('owner_id', 'in', companyQuery(db, scope).selectFrom('historico_grupo_homogeneo').select('historico_grupo_homogeneo.id').where('owner_id', '=', grupoId))
    .limit(1)
    .executeTakeFirst();
  return !!item;
}

export function registerFinalidade(engine: Engine): void {
  engine.hooks.register('condicaoAmbiental', {
    async beforeWrite({ trx, scope, action, data, ownerId }) {
      if (action === 'delete' || !data || data.atividadePerigosaInsalubre || ownerId === undefined) return;
      if (FINALIDADES_ESOCIAL.has(await finalidadeDoHistorico(trx, scope, ownerId))) throw errors.validation([{ field: 'atividadePerigosaInsalubre', message: AGENTE_REQUERIDO }]);
    },
  });
  engine.hooks.register('grupoHomogeneo', {
    async beforeWrite({ trx, scope, action, id, data }) {
      if (action !== 'update' || id === undefined || !data || !FINALIDADES_ESOCIAL.has(data.finalidade)) return;
      if (await temItemSemAgente(trx, scope, id)) throw errors.validation([{ field: 'finalidade', message: FINALIDADE_ESOCIAL_INDISPONIVEL }]);
    },
  });
}
