/**
 * A class's writes beyond its schema: it keeps the sum of its expenses (the cost stays what
 * the user typed), checks its days against its period and course, refuses to lose a date that
 * already has presences, and renames its participants' descriptions with it.
 */
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { datasRemovidas, problemasDosDias, type DiaInformado } from './dias';
import { errosTurma } from './erros';
import { descricaoParticipante } from './participante';

const centavos = (valor: unknown): number => Math.round(Number(valor ?? 0) * 100);

/** The dates of a class on which some participant's presence was recorded. */
async function datasComPresenca(trx: Db, scope: Scope, turmaId: number): Promise<Set<string>> {
  const company = companyQuery(trx, scope);
  const rows = await company
    .selectFrom('presenca_turma as p')
    .innerJoin(company.table('colaborador_turma', 'ct'), (join) => join.onRef('ct.id', '=', 'p.colaborador_turma_id'))
    .select('p.dia')
    .distinct()
    .where('ct.turma_id', '=', turmaId)
    .execute();
  return new Set(rows.map((row) => String(row.dia)));
}

export function registerTurma(engine: Engine): void {
  engine.hooks.register('turma', {
    async beforeWrite({ trx, scope, action, id, data, previous }) {
      if (action === 'delete') return;
      const turma = data!;
      turma.totalDespesas = ((turma.despesas ?? []) as { valor?: number }[]).reduce((soma, despesa) => soma + centavos(despesa.valor), 0) / 100;
      const dias = (turma.diasTurma ?? []) as DiaInformado[];
      const problemas = problemasDosDias(dias, { inicio: turma.dataPrevIni as string, fim: turma.dataPrevFim as string });
      if (problemas.length > 0) throw errors.validation(problemas);
      if (action !== 'update') return;
      const removidas = datasRemovidas((previous!.diasTurma ?? []) as DiaInformado[], dias);
      if (removidas.length === 0) return;
      const comPresenca = await datasComPresenca(trx, scope, id!);
      const perdida = removidas.sort().find((dia) => comPresenca.has(dia));
      if (perdida) throw errosTurma.diaComPresenca(perdida);
    },
    async afterWrite({ trx, scope, action, id, previous, current }) {
      if (action !== 'update' || previous!.descricao === current!.descricao) return;
      const company = companyQuery(trx, scope);
      const participantes = await company.selectFrom('colaborador_turma').select(['id', 'colaborador_id']).where('turma_id', '=', id!).execute();
      for (const participante of participantes) {
        const descricao = await descricaoParticipante(trx, scope, participante.colaborador_id!, id!);
        await company.updateTable('colaborador_turma').set({ descricao }).where('id', '=', participante.id).execute();
      }
    },
  });
}
