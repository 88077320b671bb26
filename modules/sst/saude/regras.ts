/**
 * The health records' writes beyond their schemas: a contract serving every establishment keeps
 * none chosen; an ASO's doctor has a contract in force on its date, and its name in lists is the
 * talent, the type and the date; an exam of an ASO is the ASO's talent's, due again after its
 * periodicity, and only the talent's latest result of each exam counts as due (`atual`).
 */
import type { JsonSchema } from '../../../engine/declaration';
import { formatDate } from '../../../engine/format/dates';
import { referenceId } from '../../../engine/table/reference-id';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errosSaude } from './erros';
import { vencimentoDoExame } from './vencimento';

/** Whether the professional has a contract covering the day. */
export async function temContratoVigente(trx: Db, scope: Scope, profissionalId: number, dia: string): Promise<boolean> {
  const contrato = await companyQuery(trx, scope)
    .selectFrom('contrato_profissional')
    .select('id')
    .where('owner_id', '=', profissionalId)
    .where('inicio', '<=', dia)
    .where((eb) => eb.or([eb('fim', 'is', null), eb('fim', '>=', dia)]))
    .limit(1)
    .executeTakeFirst();
  return contrato !== undefined;
}

/** Marks, among the talent's results of each exam, the latest one done (by date, then the newest record) as the one that counts. */
async function marcarAtuais(trx: Db, scope: Scope, colaboradorId: number): Promise<void> {
  const company = companyQuery(trx, scope);
  const resultados = await company
    .selectFrom('exame_solicitado')
    .select(['id', 'exame_id', 'data_realizacao'])
    .where('colaborador_id', '=', colaboradorId)
    .where('data_realizacao', 'is not', null)
    .orderBy('data_realizacao', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const atuais = new Map<number | null, number>();
  for (const resultado of resultados) if (!atuais.has(resultado.exame_id)) atuais.set(resultado.exame_id, resultado.id);
  const ids = [...atuais.values()];
  await company.updateTable('exame_solicitado').set({ atual: false }).where('colaborador_id', '=', colaboradorId).execute();
  if (ids.length) await company.updateTable('exame_solicitado').set({ atual: true }).where('id', 'in', ids).execute();
}

export function registerRegrasSaude(engine: Engine): void {
  const tipos = new Map(((engine.registry.get('solicitacaoExame').properties.tipo as JsonSchema).oneOf as { const: number; title: string }[]).map((o) => [o.const, o.title]));

  engine.hooks.register('contratoProfissional', {
    beforeWrite({ action, data }) {
      if (action !== 'delete' && data!.estabelecimentoResponsavel !== 'ESCOLHIDOS') data!.estabelecimentos = [];
    },
  });

  engine.hooks.register('solicitacaoExame', {
    async beforeWrite({ trx, scope, action, data }) {
      if (action === 'delete') return;
      const registro = data!;
      const company = companyQuery(trx, scope);
      const medicoId = referenceId(registro.medico);
      const dia = String(registro.data);
      // Another company's doctor or talent: the reference check after this hook refuses it.
      const medico = medicoId === undefined ? undefined : await company.selectFrom('profissional_saude').select('id').where('id', '=', medicoId).executeTakeFirst();
      if (medico && !(await temContratoVigente(trx, scope, medico.id, dia))) throw errosSaude.medicoSemContrato();
      const colaboradorId = referenceId(registro.colaborador);
      const talento = colaboradorId === undefined ? undefined : await company.selectFrom('colaborador').select('nome').where('id', '=', colaboradorId).executeTakeFirst();
      registro.descricao = `${talento?.nome ?? ''} — ${tipos.get(Number(registro.tipo)) ?? ''} de ${formatDate(dia)}`.slice(0, 250);
    },
    async afterWrite({ trx, scope, action, previous }) {
      // The ASO's exams went with it: the talent's latest results are others now.
      const colaboradorId = referenceId(previous?.colaborador);
      if (action === 'delete' && colaboradorId !== undefined) await marcarAtuais(trx, scope, colaboradorId);
    },
  });

  engine.hooks.register('exameSolicitado', {
    async beforeWrite({ trx, scope, action, data, ownerId, previous }) {
      if (action === 'delete') return;
      const registro = data!;
      const company = companyQuery(trx, scope);
      const aso = ownerId === undefined ? undefined : await company.selectFrom('solicitacao_exame').select('colaborador_id').where('id', '=', ownerId).executeTakeFirst();
      registro.colaborador = aso?.colaborador_id ? { id: aso.colaborador_id } : (previous?.colaborador ?? null);
      const exameId = referenceId(registro.exame);
      const exame = exameId === undefined ? undefined : await company.selectFrom('exame').select(['periodico', 'periodicidade']).where('id', '=', exameId).executeTakeFirst();
      registro.vencimento = vencimentoDoExame(registro.dataRealizacao as string | undefined, exame);
    },
    async afterWrite({ trx, scope, current, previous }) {
      const talentos = new Set([referenceId(current?.colaborador), referenceId(previous?.colaborador)].filter((id): id is number => id !== undefined));
      for (const colaboradorId of talentos) await marcarAtuais(trx, scope, colaboradorId);
    },
  });
}
