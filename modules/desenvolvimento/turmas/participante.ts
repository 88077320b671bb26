/**
 * A participant of a class (colaboradorTurma): named "<talento> — <turma>" by the server when
 * added, and removed only while nothing was recorded for them — presences and grades are the
 * history of the training, kept.
 */
import { referenceId } from '../../../engine/table/reference-id';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errosTurma } from './erros';

export async function descricaoParticipante(trx: Db, scope: Scope, colaboradorId: number, turmaId: number): Promise<string> {
  const company = companyQuery(trx, scope);
  const talento = await company.selectFrom('colaborador').select('nome').where('id', '=', colaboradorId).executeTakeFirst();
  const turma = await company.selectFrom('turma').select('descricao').where('id', '=', turmaId).executeTakeFirst();
  return `${talento?.nome ?? ''} — ${turma?.descricao ?? ''}`;
}

async function temLancamentos(trx: Db, scope: Scope, participanteId: number): Promise<boolean> {
  const company = companyQuery(trx, scope);
  const presenca = await company.selectFrom('presenca_turma').select('id').where('colaborador_turma_id', '=', participanteId).limit(1).executeTakeFirst();
  if (presenca) return true;
  const nota = await company.selectFrom('nota_avaliacao_curso').select('id').where('colaborador_turma_id', '=', participanteId).limit(1).executeTakeFirst();
  return nota !== undefined;
}

export function registerParticipante(engine: Engine): void {
  engine.hooks.register('colaboradorTurma', {
    async beforeWrite({ trx, scope, action, id, data }) {
      if (action === 'create') {
        const colaboradorId = referenceId(data!.colaborador);
        const turmaId = referenceId(data!.turma);
        // Without either the schema's required rule answers; the reference check, one without a record.
        if (colaboradorId !== undefined && turmaId !== undefined) data!.descricao = await descricaoParticipante(trx, scope, colaboradorId, turmaId);
      }
      if (action === 'delete' && (await temLancamentos(trx, scope, id!))) throw errosTurma.participanteComLancamentos();
    },
  });
}
