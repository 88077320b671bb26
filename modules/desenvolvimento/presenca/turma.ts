/** What the attendance calls read of a class: itself (the company's, else 404), its days and its participants with the day's presence. */
import type { Registry } from '../../../engine/registry/registry';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import { errors } from '../../../server/errors';
import type { DiaDaLista, ParticipanteDaLista } from './presenca.api';

/** The shift's title from the day's declaration (`diaTurma.turno`'s oneOf). */
export function tituloDoTurno(registry: Registry, turno: string): string {
  const opcoes = (registry.get('diaTurma').properties.turno as { oneOf?: { const: string; title: string }[] }).oneOf ?? [];
  return opcoes.find((o) => o.const === turno)?.title ?? turno;
}

export async function turmaDaEmpresa(trx: Db, scope: Scope, turmaId: number) {
  // The course may be shared by another company; the class is this company's.
  const turma = await companyQuery(trx, scope)
    .selectFrom('turma as t')
    .innerJoin('curso as c', 'c.id', 't.curso_id')
    .select(['t.id', 't.descricao', 'c.nome as curso'])
    .where('t.id', '=', turmaId)
    .executeTakeFirst();
  if (!turma) throw errors.notFound();
  return { id: turma.id, descricao: turma.descricao ?? '', curso: turma.curso ?? '' };
}

export async function diasDaTurma(trx: Db, scope: Scope, turmaId: number): Promise<Omit<DiaDaLista, 'turnoDescricao'>[]> {
  const dias = await companyQuery(trx, scope)
    .selectFrom('dia_turma')
    .select(['dia', 'turno', 'hora_ini', 'hora_fim', 'descricao'])
    .where('owner_id', '=', turmaId)
    .orderBy('dia')
    .orderBy('position')
    .execute();
  return dias.map((d) => ({ dia: d.dia!, turno: d.turno ?? 'M', horaIni: d.hora_ini, horaFim: d.hora_fim, descricao: d.descricao }));
}

export async function participantesNoDia(trx: Db, scope: Scope, turmaId: number, dia: string | null): Promise<ParticipanteDaLista[]> {
  const company = companyQuery(trx, scope);
  const linhas = await company
    .selectFrom('colaborador_turma as ct')
    .innerJoin(company.table('colaborador', 'co'), 'co.id', 'ct.colaborador_id')
    .leftJoin(company.table('presenca_turma', 'p'), (join) => join.onRef('p.colaborador_turma_id', '=', 'ct.id').on('p.dia', '=', dia ?? '0001-01-01'))
    .select(['ct.id', 'co.nome', 'p.origem', 'ct.percentual_frequencia', 'ct.aprovado'])
    .where('ct.turma_id', '=', turmaId)
    .orderBy('co.nome')
    .execute();
  return linhas.map((l) => ({
    colaboradorTurmaId: l.id,
    nome: l.nome ?? '',
    presente: l.origem !== null,
    origem: l.origem,
    percentualFrequencia: Number(l.percentual_frequencia ?? 0),
    aprovado: Boolean(l.aprovado),
  }));
}
