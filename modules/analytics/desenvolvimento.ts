/**
 * The development dashboard over the classes started in the period: their cost and participants
 * by course, training hours per talent (spec 02 §9: training hours × participants / active
 * employees; a course's workload is kept in minutes) and the certifications in force. Places
 * filter the classes (those with a participant there), the participants and the active talents
 * by their establishment and area.
 */
import { sql } from 'kysely';
import { today } from '../../engine/validation/brazilian';
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import type { AnalyticsDesenvolvimento, Fatia } from './analytics.api';
import { temLugar, type Filtro } from './filtro';
import { ativoEm, dentre, noLugar } from './lugares';

export const SEM_DESPESAS_DETALHADAS = 'O curso não possui despesas detalhadas.';

const fatias = (linhas: { id: number | null; nome: string | null; valor: unknown }[]): Fatia[] =>
  linhas.map((l) => ({ id: l.id, nome: l.nome ?? '', valor: Math.round(Number(l.valor) * 100) / 100 })).filter((f) => f.valor > 0);

/** The classes started in the period; with places, those with a participant in them (their costs too). */
function turmasDoPeriodo(db: Db, scope: Scope, filtro: Filtro) {
  const q = companyQuery(db, scope);
  const comParticipanteNoLugar = q
    .selectFrom('colaborador_turma as ctl')
    .innerJoin(q.table('colaborador', 'pl'), 'pl.id', 'ctl.colaborador_id')
    .where('ctl.turma_id', '=', sql<number>`t.id`)
    .where(noLugar(filtro, 'pl.estabelecimento_id', 'pl.area_organizacional_id'))
    .select(sql`1`.as('um'));
  return q
    .selectFrom('turma as t')
    .where('t.data_prev_ini', '>=', filtro.dataIni)
    .where('t.data_prev_ini', '<=', filtro.dataFim)
    .$if(temLugar(filtro), (qb) => qb.where((eb) => eb.exists(comParticipanteNoLugar)));
}

/** Σ of the detailed expenses, by type, of the period's classes of the courses. */
export async function despesasPorTipo(db: Db, scope: Scope, filtro: Filtro, cursos: readonly number[]): Promise<Fatia[]> {
  const q = companyQuery(db, scope);
  const linhas = await turmasDoPeriodo(db, scope, filtro)
    .innerJoin(q.table('despesa_turma', 'd'), 'd.owner_id', 't.id')
    .leftJoin(q.table('tipo_despesa', 'td'), 'td.id', 'd.tipo_despesa_id')
    .where(dentre('t.curso_id', cursos.length ? cursos : [0]))
    .select(['td.id', 'td.descricao as nome', sql<string>`sum(d.valor)`.as('valor')])
    .groupBy(['td.id', 'td.descricao'])
    .orderBy('valor', 'desc')
    .execute();
  return fatias(linhas);
}

export async function analyticsDesenvolvimento(db: Db, scope: Scope, filtro: Filtro): Promise<AnalyticsDesenvolvimento> {
  const q = companyQuery(db, scope);
  // A class's cost: its detailed expenses when it has them, else the cost typed on it.
  const despesas = await turmasDoPeriodo(db, scope, filtro)
    .innerJoin(q.table('curso', 'c'), 'c.id', 't.curso_id')
    .select(['c.id', 'c.nome', sql<string>`sum(coalesce(nullif(t.total_despesas, 0), t.custo, 0))`.as('valor')])
    .groupBy(['c.id', 'c.nome'])
    .orderBy('valor', 'desc')
    .execute();

  const participantes = await turmasDoPeriodo(db, scope, filtro)
    .innerJoin(q.table('curso', 'c'), 'c.id', 't.curso_id')
    .innerJoin(q.table('colaborador_turma', 'ct'), 'ct.turma_id', 't.id')
    .innerJoin(q.table('colaborador', 'p'), 'p.id', 'ct.colaborador_id')
    .where(noLugar(filtro, 'p.estabelecimento_id', 'p.area_organizacional_id'))
    .select(['c.id', 'c.nome', sql<number>`count(*)`.as('valor'), sql<string>`sum(coalesce(c.carga_horaria, 0))`.as('minutos')])
    .groupBy(['c.id', 'c.nome'])
    .orderBy('valor', 'desc')
    .execute();
  const minutos = participantes.reduce((soma, linha) => soma + Number(linha.minutos), 0);

  const { ativos } = await q
    .selectFrom('colaborador as c')
    .where(ativoEm('c', filtro.dataFim))
    .where(noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'))
    .select(sql<number>`count(*)`.as('ativos'))
    .executeTakeFirstOrThrow();

  const hoje = today();
  const certificacoes = await q
    .selectFrom('colaborador_certificacao as cc')
    .innerJoin(q.table('certificacao', 'ce'), 'ce.id', 'cc.certificacao_id')
    .innerJoin(q.table('colaborador', 'c'), 'c.id', 'cc.colaborador_id')
    .where(ativoEm('c', hoje))
    .where(noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'))
    .where((eb) => eb.or([eb('cc.data_vencimento', 'is', null), eb('cc.data_vencimento', '>=', hoje)]))
    .select(['ce.id', 'ce.nome', sql<number>`count(distinct cc.colaborador_id)`.as('valor')])
    .groupBy(['ce.id', 'ce.nome'])
    .orderBy('valor', 'desc')
    .execute();

  const horasParticipantes = Math.round((minutos / 60) * 100) / 100;
  return {
    periodo: { dataIni: filtro.dataIni, dataFim: filtro.dataFim },
    despesasPorCurso: fatias(despesas),
    participantesPorCurso: fatias(participantes),
    horasParticipantes,
    ativos: Number(ativos),
    horasPorTalento: Number(ativos) ? Math.round((horasParticipantes / Number(ativos)) * 100) / 100 : null,
    certificacoes: fatias(certificacoes),
  };
}
