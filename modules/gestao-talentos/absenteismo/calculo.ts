/**
 * The absenteeism indicator of a company, month by month (faltas.ts defines the figures): the
 * months as rows `m` joined to the company's talents employed in each, summed by SQL in two
 * grouped queries (days worked; days away) — not one query per month or per talent.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import type { Scope } from '../../../server/db/tenant-context';
import type { AbsenteismoMensal } from './absenteismo.api';
import { afastamentosQueContam, diasAfastado, diasTrabalhados, empregadoNoPeriodo, limites, percentual, type Intervalo, type Limites } from './faltas';
import { mesesDoPeriodo, type Mes } from './meses';

/** The months as the rows `m` (mes, inicio, fim) of a join. */
const linhasDosMeses = (meses: readonly Mes[]) =>
  sql<{ mes: string; inicio: string; fim: string }>`(select * from (values ${sql.join(meses.map((m) => sql`(${m.mes}, ${m.inicio}::date, ${m.fim}::date)`))}) as v(mes, inicio, fim))`.as('m');
const doMes: Limites = { inicio: sql`m.inicio`, fim: sql`m.fim` };

/**
 * `onde`: a condition on the talent row `t` narrowing the talents counted (the dashboards' places);
 * none: all the company's.
 */
export async function absenteismoDaEmpresa(db: Db, scope: Scope, periodo: Intervalo, onde: RawBuilder<boolean> = sql<boolean>`true`): Promise<AbsenteismoMensal[]> {
  // The company itself is global data (no company column): read by its id, as the scope names it.
  const empresa = await db.selectFrom('empresa').select(['nome', 'meta_absenteismo']).where('id', '=', scope.empresaId).executeTakeFirstOrThrow();
  const meta = empresa.meta_absenteismo === null ? null : Number(empresa.meta_absenteismo);
  const meses = mesesDoPeriodo(periodo);
  const q = companyQuery(db, scope);

  // The talents collapsed, before meeting the months, into rows `t` of those sharing their stretch
  // within the period (an admission before it counts from its start, a dismissal after it as none):
  // the working days are then counted once per distinct stretch and month, times its talents,
  // not once per talent and month — most talents are employed the whole period.
  const todoOPeriodo = limites(periodo);
  const noPeriodo = q
    .selectFrom('colaborador as t')
    .where(empregadoNoPeriodo(todoOPeriodo))
    .where(onde)
    .select([
      sql<string>`greatest(t.data_admissao, ${todoOPeriodo.inicio})`.as('data_admissao'),
      sql<string | null>`case when t.data_desligamento <= ${todoOPeriodo.fim} then t.data_desligamento end`.as('data_desligamento'),
      sql<number>`count(*)`.as('talentos'),
    ])
    .groupBy([sql`1`, sql`2`])
    .as('t');
  const dias = await db
    .selectFrom(noPeriodo)
    .innerJoin(linhasDosMeses(meses), (join) => join.on(empregadoNoPeriodo(doMes)))
    .select(['m.mes', sql<number>`sum(t.talentos * ${diasTrabalhados(doMes)})::integer`.as('dias')])
    .groupBy('m.mes')
    .execute();
  // Only the leaves meeting the month can count (any other covers none of its days).
  const faltas = await afastamentosQueContam(db, scope)
    .innerJoin(q.table('colaborador', 't'), 't.id', 'ca.colaborador_id')
    .innerJoin(linhasDosMeses(meses), (join) => join.on(empregadoNoPeriodo(doMes)))
    .where(sql<boolean>`ca.inicio <= m.fim and (ca.fim is null or ca.fim >= m.inicio)`)
    .where(onde)
    .select(['m.mes', sql<number>`sum(${diasAfastado(doMes)})::integer`.as('faltas')])
    .groupBy('m.mes')
    .execute();

  const diasNoMes = new Map(dias.map((l) => [l.mes, Number(l.dias)]));
  const faltasNoMes = new Map(faltas.map((l) => [l.mes, Number(l.faltas)]));
  return meses.map(({ mes }) => {
    const qtdTotalFaltas = faltasNoMes.get(mes) ?? 0;
    const qtdDiasTrabalhados = diasNoMes.get(mes) ?? 0;
    return { empresaId: scope.empresaId, empresaNome: empresa.nome ?? '', mes, qtdTotalFaltas, qtdDiasTrabalhados, absenteismo: percentual(qtdTotalFaltas, qtdDiasTrabalhados), meta };
  });
}
