/**
 * The changes that can start, change or end a talent's exposure (brief item 1), each reconciling
 * the events of the talents it touches from the first date it touches, in its own transaction
 * (`afterWrite`): a talent's history row (environment, function, admission, dismissal), an
 * environment's history, a group's history row (date, environments), its risk items, and the
 * group's purpose when it starts or stops going to the eSocial. A deletion's owner is read before
 * the row goes (`beforeWrite`), kept by its `previous`. Deleting a group needs no reconciling of
 * its own: with risk items it is refused (the §8 edit lock, trava.ts), and without them it
 * exposes no one.
 */
import type { HookContext } from '../../../server/crud/hooks';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { conciliarEventosS2240 } from './gerador';
import { FINALIDADES_ESOCIAL } from '../grupos-homogeneos/finalidade';
import { canonico } from './linha-do-tempo';

type Data = Record<string, unknown> | undefined;

/** The owner of a row about to be deleted, when the delete did not name it. */
const donoDoRemovido = new WeakMap<object, number>();

const primeira = (...datas: unknown[]): string | undefined => datas.filter((d): d is string => typeof d === 'string').sort()[0];

async function dono(ctx: HookContext, tabela: 'historico_colaborador' | 'condicao_ambiental'): Promise<number | undefined> {
  if (ctx.ownerId !== undefined) return ctx.ownerId;
  if (ctx.previous && donoDoRemovido.has(ctx.previous)) return donoDoRemovido.get(ctx.previous);
  if (ctx.id === undefined) return undefined;
  const linha = await companyQuery(ctx.trx, ctx.scope).selectFrom(tabela).select('owner_id').where('id', '=', ctx.id).executeTakeFirst();
  return linha?.owner_id ?? undefined;
}

async function talentosNosAmbientes(db: Db, scope: Scope, ambientes: number[]): Promise<number[]> {
  if (!ambientes.length) return [];
  const linhas = await companyQuery(db, scope).selectFrom('historico_colaborador').select('owner_id').distinct().where('ambiente_id', 'in', ambientes).execute();
  return linhas.map((l) => l.owner_id).filter((id): id is number => id !== null);
}

async function conciliar(engine: Engine, ctx: HookContext, talentos: number[], desde: string | undefined): Promise<void> {
  for (const colaboradorId of talentos) await conciliarEventosS2240(engine, ctx.trx, ctx.scope, colaboradorId, desde);
}

/** A group's history row, before and after: the talents of its environments, from its earliest date. */
async function porHistoricoDoGrupo(engine: Engine, ctx: HookContext, antes: Data, depois: Data): Promise<void> {
  const ambientes = [...new Set([...((antes?.ambientes as number[]) ?? []), ...((depois?.ambientes as number[]) ?? [])])];
  await conciliar(engine, ctx, await talentosNosAmbientes(ctx.trx, ctx.scope, ambientes), primeira(antes?.data, depois?.data));
}

/** Every history row of a group: the talents of all its environments, from its earliest date. */
async function porGrupo(engine: Engine, ctx: HookContext, grupoId: number): Promise<void> {
  const linhas = await companyQuery(ctx.trx, ctx.scope)
    .selectFrom('historico_grupo_homogeneo as h')
    .leftJoin('historico_grupo_homogeneo__ambientes as a', 'a.owner_id', 'h.id')
    .select(['h.data', 'a.target_id'])
    .where('h.owner_id', '=', grupoId)
    .execute();
  const ambientes = [...new Set(linhas.map((l) => l.target_id).filter((id): id is number => id !== null))];
  await conciliar(engine, ctx, await talentosNosAmbientes(ctx.trx, ctx.scope, ambientes), primeira(...linhas.map((l) => l.data)));
}

/** The earliest date among an environment's history rows that differ before and after the write. */
function primeiraLinhaMudada(antes: Data, depois: Data): string | undefined {
  const linhas = (registro: Data) => ((registro?.historicos as Record<string, unknown>[]) ?? []).map((linha) => ({ data: linha.data, texto: canonico({ ...linha, id: undefined, version: undefined }) }));
  const de = linhas(antes);
  const para = linhas(depois);
  const mudadas = [...de.filter((l) => !para.some((p) => p.texto === l.texto)), ...para.filter((l) => !de.some((p) => p.texto === l.texto))];
  return primeira(...mudadas.map((l) => l.data));
}

export function registerGatilhosS2240(engine: Engine): void {
  const lembrarDono = (tabela: 'historico_colaborador' | 'condicao_ambiental') => async (ctx: HookContext) => {
    if (ctx.action !== 'delete' || !ctx.previous || ctx.ownerId !== undefined) return;
    const id = await dono(ctx, tabela);
    if (id !== undefined) donoDoRemovido.set(ctx.previous, id);
  };

  engine.hooks.register('historicoColaborador', {
    beforeWrite: lembrarDono('historico_colaborador'),
    async afterWrite(ctx) {
      const colaboradorId = await dono(ctx, 'historico_colaborador');
      if (colaboradorId !== undefined) await conciliar(engine, ctx, [colaboradorId], primeira(ctx.previous?.data, ctx.current?.data));
    },
  });

  engine.hooks.register('ambiente', {
    async afterWrite(ctx) {
      if (ctx.action === 'create' || ctx.id === undefined) return;
      const renomeado = ctx.previous?.nomeAmbiente !== ctx.current?.nomeAmbiente && ctx.action === 'update';
      const desde = primeiraLinhaMudada(ctx.previous, ctx.current);
      if (!renomeado && desde === undefined) return;
      await conciliar(engine, ctx, await talentosNosAmbientes(ctx.trx, ctx.scope, [ctx.id]), renomeado ? undefined : desde);
    },
  });

  engine.hooks.register('grupoHomogeneo', {
    async afterWrite(ctx) {
      if (ctx.action !== 'update' || ctx.id === undefined) return;
      const antes = FINALIDADES_ESOCIAL.has(ctx.previous?.finalidade);
      if (antes !== FINALIDADES_ESOCIAL.has(ctx.current?.finalidade)) await porGrupo(engine, ctx, ctx.id);
    },
  });

  engine.hooks.register('historicoGrupoHomogeneo', {
    afterWrite: (ctx) => porHistoricoDoGrupo(engine, ctx, ctx.previous, ctx.current),
  });

  engine.hooks.register('condicaoAmbiental', {
    beforeWrite: lembrarDono('condicao_ambiental'),
    async afterWrite(ctx) {
      const historicoId = await dono(ctx, 'condicao_ambiental');
      if (historicoId === undefined) return;
      const linhas = await companyQuery(ctx.trx, ctx.scope)
        .selectFrom('historico_grupo_homogeneo as h')
        .leftJoin('historico_grupo_homogeneo__ambientes as a', 'a.owner_id', 'h.id')
        .select(['h.data', 'a.target_id'])
        .where('h.id', '=', historicoId)
        .execute();
      // Removed with its history row: the row's own deletion reconciles.
      if (!linhas.length) return;
      await porHistoricoDoGrupo(engine, ctx, undefined, { data: linhas[0]!.data, ambientes: linhas.map((l) => l.target_id).filter((id) => id !== null) });
    },
  });
}
