/**
 * The training-hours goal's indicator (spec 02 §9 "Training hours per talent = (training hours ×
 * participants) / active employees"), month by month, in SQL through the company's scoped builder:
 * each day of a class in the month brings its share of the course's workload (workload / the
 * class's days) times the class's participants; the active talents of a month are those admitted
 * by its end and not dismissed before its start.
 */
import { sql } from 'kysely';
import { today } from '../../../engine/validation/brazilian';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import { errors } from '../../../server/errors';
import { limitesDoMes, mesDe, mesesDaMeta, metaNoMes } from './meses';
import type { IndicadorDaMeta, MesDaMeta } from './metas.api';

/** Σ workload × participants per month (minutes), over the classes' days from `inicio` to `fim`. */
async function minutosParticipantesPorMes(db: Db, scope: Scope, inicio: string, fim: string): Promise<Map<string, number>> {
  const q = companyQuery(db, scope);
  const diasDaTurma = q.selectFrom('dia_turma').select(['owner_id', sql<number>`count(*)`.as('dias')]).groupBy('owner_id').as('todos');
  const participantes = q.selectFrom('colaborador_turma').select(['turma_id', sql<number>`count(*)`.as('quantos')]).groupBy('turma_id').as('p');
  const mes = sql<string>`to_char(d.dia, 'YYYY-MM')`;
  const linhas = await q
    .selectFrom('dia_turma as d')
    .innerJoin(q.table('turma', 't'), 't.id', 'd.owner_id')
    .innerJoin(q.table('curso', 'c'), 'c.id', 't.curso_id')
    .innerJoin(diasDaTurma, 'todos.owner_id', 'd.owner_id')
    .innerJoin(participantes, 'p.turma_id', 'd.owner_id')
    .where('d.dia', '>=', inicio)
    .where('d.dia', '<=', fim)
    .select([mes.as('mes'), sql<string>`sum(c.carga_horaria::numeric * p.quantos / todos.dias)`.as('minutos')])
    .groupBy(mes)
    .execute();
  return new Map(linhas.map((linha) => [linha.mes, Number(linha.minutos)]));
}

/** The active talents of each month, in one statement. */
async function ativosPorMes(db: Db, scope: Scope, meses: string[]): Promise<number[]> {
  const contagens = meses.map((mes, i) => {
    const { inicio, fim } = limitesDoMes(mes);
    return sql<string>`count(*) filter (where data_admissao <= ${fim}::date and (data_desligamento is null or data_desligamento >= ${inicio}::date))`.as(`m${i}`);
  });
  const linha = (await companyQuery(db, scope).selectFrom('colaborador').select(contagens).executeTakeFirst()) as unknown as Record<string, string> | undefined;
  return meses.map((_, i) => Number(linha?.[`m${i}`] ?? 0));
}

export async function indicadorDaMeta(db: Db, scope: Scope, metaId: number): Promise<IndicadorDaMeta> {
  const meta = await companyQuery(db, scope).selectFrom('meta_treinamento').select(['id', 'nome']).where('id', '=', metaId).executeTakeFirst();
  if (!meta) throw errors.notFound();
  const metas = (
    await companyQuery(db, scope).selectFrom('meta_hora_treinamento').select(['mes_ano', 'meta_hora']).where('owner_id', '=', metaId).orderBy('mes_ano').execute()
  ).map((linha) => ({ mesAno: String(linha.mes_ano), metaHora: Number(linha.meta_hora) }));
  if (!metas.length) return { id: meta.id, nome: String(meta.nome), meses: [] };
  const meses = mesesDaMeta(metas[0]!.mesAno, metas.at(-1)!.mesAno, mesDe(today()));
  const minutos = await minutosParticipantesPorMes(db, scope, limitesDoMes(meses[0]!).inicio, limitesDoMes(meses.at(-1)!).fim);
  const ativos = await ativosPorMes(db, scope, meses);
  return {
    id: meta.id,
    nome: String(meta.nome),
    meses: meses.map((mes, i): MesDaMeta => {
      const minutosParticipantes = Math.round(minutos.get(mes) ?? 0);
      const realizado = ativos[i] ? Math.round((minutos.get(mes) ?? 0) / ativos[i]!) : null;
      const alvo = metaNoMes(metas, mes)?.metaHora ?? null;
      return {
        mes,
        meta: alvo,
        realizado,
        minutosParticipantes,
        ativos: ativos[i]!,
        percentual: alvo && realizado !== null ? Math.round((realizado / alvo) * 10000) / 10000 : null,
      };
    }),
  };
}
