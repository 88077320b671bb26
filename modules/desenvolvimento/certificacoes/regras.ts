/**
 * The certifications' rules a declaration cannot say (spec §5 Training): a pre-requisite is
 * neither the certification itself nor one that leads back to it; a certification recorded by
 * HR gets its due date from its periodicidade; a practical result recomputes the talent's
 * certifications.
 */
import { errors } from '../../../server/errors';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { referenceId } from '../../../engine/table/reference-id';
import { recalcularCertificacoesIn } from './recalcular';
import { vencimento } from './vencimento';

export const PRE_REQUISITO_ELA_MESMA = 'A certificação não pode ser pré-requisito dela mesma.';
export const PRE_REQUISITO_EM_CICLO = 'Esta certificação já é pré-requisito, direta ou indiretamente, da certificação escolhida.';

/** Whether following pre-requisites from `inicio` reaches `alvo`. */
async function levaA(trx: Db, scope: Scope, inicio: number, alvo: number): Promise<boolean> {
  const vistas = new Set<number>();
  for (let atual: number | null = inicio; atual !== null && !vistas.has(atual); ) {
    if (atual === alvo) return true;
    vistas.add(atual);
    const row = await companyQuery(trx, scope).selectFrom('certificacao').where('id', '=', atual).select('certificacao_pre_requisito_id as pre').executeTakeFirst();
    atual = row?.pre ?? null;
  }
  return false;
}

async function periodicidade(trx: Db, scope: Scope, certificacaoId: number): Promise<number | null> {
  const row = await companyQuery(trx, scope).selectFrom('certificacao').where('id', '=', certificacaoId).select('periodicidade').executeTakeFirst();
  return row?.periodicidade ?? null;
}

/**
 * The talents a change of the certification may concern: those holding it, or a certification
 * that has it as pre-requisite, by what they did; and those approved in one of its courses.
 */
async function talentosAfetados(trx: Db, scope: Scope, certificacaoId: number): Promise<number[]> {
  const company = companyQuery(trx, scope);
  const titulares = company
    .selectFrom('colaborador_certificacao as cc')
    .where('cc.origem', '=', 'A')
    .where((eb) =>
      eb.or([
        eb('cc.certificacao_id', '=', certificacaoId),
        eb('cc.certificacao_id', 'in', company.selectFrom('certificacao').where('certificacao_pre_requisito_id', '=', certificacaoId).select('id')),
      ]),
    )
    .select('cc.colaborador_id as id');
  const aprovados = company
    .selectFrom(['colaborador_turma as ct', 'turma as t'])
    .whereRef('t.id', '=', 'ct.turma_id')
    .where('ct.aprovado', '=', true)
    .where('t.curso_id', 'in', trx.selectFrom('certificacao__cursos').where('owner_id', '=', certificacaoId).select('target_id'))
    .select('ct.colaborador_id as id');
  const rows = await titulares.union(aprovados).execute();
  return rows.map((r) => Number(r.id));
}

export function registerRegrasCertificacoes(engine: Engine): void {
  engine.hooks.register('certificacao', {
    async beforeWrite({ trx, scope, action, id, data }) {
      if (action === 'delete') return;
      const pre = referenceId(data!.certificacaoPreRequisito);
      if (pre === undefined || id === undefined) return;
      if (pre === id) throw errors.validation([{ field: 'certificacaoPreRequisito', message: PRE_REQUISITO_ELA_MESMA }]);
      if (await levaA(trx, scope, pre, id)) throw errors.validation([{ field: 'certificacaoPreRequisito', message: PRE_REQUISITO_EM_CICLO }]);
    },
    // Its courses, practical evaluations, periodicidade or pre-requisite changed: who holds it, or may now, is recomputed.
    async afterWrite({ trx, scope, action, id }) {
      if (action !== 'update' || id === undefined) return;
      for (const colaboradorId of await talentosAfetados(trx, scope, id)) await recalcularCertificacoesIn(trx, engine, scope, colaboradorId);
    },
  });

  engine.hooks.register('colaboradorCertificacao', {
    async beforeWrite({ trx, scope, action, data }) {
      if (action === 'delete' || data!.origem === 'A') return;
      const certificacaoId = referenceId(data!.certificacao);
      if (certificacaoId === undefined) return;
      data!.dataVencimento = vencimento(String(data!.data), await periodicidade(trx, scope, certificacaoId));
    },
  });

  // A new or changed grade, or one removed, may give or take certifications.
  engine.hooks.register('colaboradorAvaliacaoPratica', {
    async afterWrite({ trx, scope, current, previous }) {
      const talentos = new Set([referenceId((current ?? {}).colaborador), referenceId((previous ?? {}).colaborador)]);
      for (const colaboradorId of talentos) if (colaboradorId !== undefined) await recalcularCertificacoesIn(trx, engine, scope, colaboradorId);
    },
  });

  // A participant approved, no longer approved or removed from a class changes what the talent holds.
  engine.hooks.register('colaboradorTurma', {
    async afterWrite({ trx, scope, action, previous, current }) {
      if (action === 'create' || (action === 'update' && Boolean(previous?.aprovado) === Boolean(current?.aprovado))) return;
      const colaboradorId = referenceId((previous ?? current)!.colaborador);
      if (colaboradorId !== undefined) await recalcularCertificacoesIn(trx, engine, scope, colaboradorId);
    },
  });
}
