/**
 * Which certifications a talent holds by what they did (origem "A"): a certification is obtained
 * on the day its last requirement was met — an approved class of each of its courses (the
 * class's end), each practical evaluation passed with its minimum grade, and the pre-requisite
 * certification valid on that day — and lasts its periodicidade. Recomputed whenever one of
 * those changes; what HR recorded by hand (origem "M") is left as it is.
 */
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { vencimento } from './vencimento';

interface Certificacao {
  id: number;
  periodicidade: number | null;
  preRequisitoId: number | null;
}

interface Obtida {
  data: string;
  dataVencimento: string | null;
}

/** The latest day each course was concluded with approval by the talent, by course id. */
async function cursosConcluidos(trx: Db, scope: Scope, colaboradorId: number): Promise<Map<number, string>> {
  const rows = await companyQuery(trx, scope)
    .selectFrom(['colaborador_turma as ct', 'turma as t'])
    .whereRef('t.id', '=', 'ct.turma_id')
    .where('ct.colaborador_id', '=', colaboradorId)
    .where('ct.aprovado', '=', true)
    .where('t.data_prev_fim', 'is not', null)
    .select(['t.curso_id as cursoId', (eb) => eb.fn.max('t.data_prev_fim').as('data')])
    .groupBy('t.curso_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.cursoId), String(r.data)]));
}

/** The latest day each practical evaluation was passed (grade at least its minimum), by evaluation id. */
async function avaliacoesAprovadas(trx: Db, scope: Scope, colaboradorId: number): Promise<Map<number, string>> {
  const rows = await companyQuery(trx, scope)
    .selectFrom(['colaborador_avaliacao_pratica as cap', 'avaliacao_pratica as ap'])
    .whereRef('ap.id', '=', 'cap.avaliacao_pratica_id')
    .where('cap.colaborador_id', '=', colaboradorId)
    .whereRef('cap.nota', '>=', 'ap.nota_minima')
    .select(['ap.id as avaliacaoId', (eb) => eb.fn.max('cap.data').as('data')])
    .groupBy('ap.id')
    .execute();
  return new Map(rows.map((r) => [Number(r.avaliacaoId), String(r.data)]));
}

/** The company's certifications, each with its required courses and practical evaluations, pre-requisites first. */
async function certificacoes(trx: Db, scope: Scope): Promise<(Certificacao & { cursos: number[]; avaliacoes: number[] })[]> {
  const company = companyQuery(trx, scope);
  const lista = await company
    .selectFrom('certificacao as c')
    .select((eb) => [
      'c.id',
      'c.periodicidade',
      'c.certificacao_pre_requisito_id as preRequisitoId',
      eb.fn.coalesce(eb.selectFrom('certificacao__cursos as cc').whereRef('cc.owner_id', '=', 'c.id').select(sql<number[]>`array_agg(cc.target_id)`.as('l')), sql<number[]>`'{}'::int[]`).as('cursos'),
      eb.fn
        .coalesce(eb.selectFrom('certificacao__avaliacoes_praticas as ca').whereRef('ca.owner_id', '=', 'c.id').select(sql<number[]>`array_agg(ca.target_id)`.as('l')), sql<number[]>`'{}'::int[]`)
        .as('avaliacoes'),
    ])
    .orderBy('c.id')
    .execute();
  // Declarations refuse cycles (regras.ts), so each round places at least one.
  const ordenadas: typeof lista = [];
  const colocadas = new Set<number>();
  let restantes = lista;
  while (restantes.length) {
    const prontas = restantes.filter((c) => c.preRequisitoId === null || colocadas.has(c.preRequisitoId) || !lista.some((o) => o.id === c.preRequisitoId));
    if (!prontas.length) break;
    for (const c of prontas) colocadas.add(c.id);
    ordenadas.push(...prontas);
    restantes = restantes.filter((c) => !colocadas.has(c.id));
  }
  return ordenadas.map((c) => ({ ...c, cursos: (c.cursos ?? []).map(Number), avaliacoes: (c.avaliacoes ?? []).map(Number) }));
}

/** The certifications the talent holds by hand (origem "M"), which count as pre-requisites too. */
async function lancadas(trx: Db, scope: Scope, colaboradorId: number) {
  return companyQuery(trx, scope)
    .selectFrom('colaborador_certificacao')
    .where('colaborador_id', '=', colaboradorId)
    .select(['id', 'certificacao_id as certificacaoId', 'data', 'data_vencimento as dataVencimento', 'origem'])
    .execute();
}

const maior = (datas: string[]) => datas.reduce((a, b) => (a > b ? a : b));

/** Held on `dia`: obtained by then and not yet due. */
const valeEm = (dia: string) => (o: Obtida) => o.data <= dia && (o.dataVencimento === null || o.dataVencimento >= dia);

/** Recomputes, inside the caller's transaction, the talent's automatic certifications. */
export async function recalcularCertificacoesIn(trx: Db, engine: Engine, scope: Scope, colaboradorId: number): Promise<void> {
  const [cursos, avaliacoes, lista, atuais] = await Promise.all([
    cursosConcluidos(trx, scope, colaboradorId),
    avaliacoesAprovadas(trx, scope, colaboradorId),
    certificacoes(trx, scope),
    lancadas(trx, scope, colaboradorId),
  ]);
  const entity = engine.registry.get('colaboradorCertificacao');
  const obtidas = new Map<number, Obtida[]>();
  for (const a of atuais) if (a.origem === 'M') obtidas.set(Number(a.certificacaoId), [...(obtidas.get(Number(a.certificacaoId)) ?? []), { data: String(a.data), dataVencimento: a.dataVencimento }]);

  for (const certificacao of lista) {
    const datas = [...certificacao.cursos.map((id) => cursos.get(id)), ...certificacao.avaliacoes.map((id) => avaliacoes.get(id))];
    let data: string | null = certificacao.cursos.length && datas.every((d) => d !== undefined) ? maior(datas as string[]) : null;
    if (data && certificacao.preRequisitoId !== null && !(obtidas.get(certificacao.preRequisitoId) ?? []).some(valeEm(data))) data = null;

    const automaticas = atuais.filter((a) => a.origem === 'A' && Number(a.certificacaoId) === certificacao.id);
    const dataVencimento = data ? vencimento(data, certificacao.periodicidade) : null;
    const mantida = automaticas.find((a) => a.data === data && a.dataVencimento === dataVencimento);
    for (const antiga of automaticas) if (antiga !== mantida) await engine.entities.removeIn(trx, entity, scope, antiga.id);
    const lancadaNoDia = atuais.some((a) => a.origem === 'M' && Number(a.certificacaoId) === certificacao.id && a.data === data);
    if (data && !mantida && !lancadaNoDia) {
      await engine.entities.insertIn(trx, entity, scope, { colaborador: { id: colaboradorId }, certificacao: { id: certificacao.id }, data, dataVencimento, origem: 'A' });
    }
    if (data) obtidas.set(certificacao.id, [...(obtidas.get(certificacao.id) ?? []), { data, dataVencimento }]);
  }
}

/**
 * Recomputes the talent's automatic certifications: inside the caller's write when `trx` is given
 * (a participant's approval changed in it: pass it, or the change is not seen yet), else in a
 * transaction of its own. Called when a participant's approval changes (presence and grades)
 * and when a practical result is written.
 */
export function recalcularCertificacoes(engine: Engine, scope: Scope, colaboradorId: number, trx?: Db): Promise<void> {
  // In the company's scope: the application's connection sees only the scope's rows.
  return runInScope(scope, () => (trx ? recalcularCertificacoesIn(trx, engine, scope, colaboradorId) : engine.db.transaction().execute((own) => recalcularCertificacoesIn(own, engine, scope, colaboradorId))));
}
