/**
 * The occupational health and safety dashboard: the company's absenteeism (the indicator of
 * gestao-talentos/absenteismo) of each company chosen, the leaves started in the period by motive, the accident or
 * illness leaves per month, and the talents' current exams by due date.
 */
import { sql } from 'kysely';
import { daysAfter, today } from '../../engine/validation/brazilian';
import type { Db } from '../../server/db/database';
import { companyQuery } from '../../server/db/scoped-query';
import type { Scope } from '../../server/db/tenant-context';
import { absenteismoDaEmpresa } from '../gestao-talentos/absenteismo/calculo';
import { mesesEntre } from '../gestao-talentos/turnover/calculo';
import type { AnalyticsSst } from './analytics.api';
import type { Filtro } from './filtro';
import { porEmpresa } from './empresas';
import { ativoEm, noLugar } from './lugares';

/** The days ahead an exam counts as "a vencer". */
export const DIAS_A_VENCER = 30;

export async function analyticsSst(db: Db, scope: Scope, filtro: Filtro, empresas: readonly Scope[]): Promise<AnalyticsSst> {
  const q = companyQuery(db, scope);
  const doPeriodo = q
    .selectFrom('colaborador_afastamento as ca')
    .where('ca.inicio', '>=', filtro.dataIni)
    .where('ca.inicio', '<=', filtro.dataFim)
    .where(noLugar(filtro, 'ca.estabelecimento_id', 'ca.area_organizacional_id'));

  const porMotivo = doPeriodo
    .leftJoin(q.table('afastamento', 'a'), 'a.id', 'ca.afastamento_id')
    .select(['a.id', 'a.descricao as nome', sql<number>`count(*)`.as('valor')])
    .groupBy(['a.id', 'a.descricao'])
    .orderBy('valor', 'desc');

  const mes = sql<string>`to_char(ca.inicio, 'YYYY-MM')`;
  const acidentes = doPeriodo.where('ca.classe', '=', 'ACIDENTE_DOENCA').select([mes.as('mes'), sql<number>`count(*)`.as('valor')]).groupBy(mes);

  const hoje = today();
  const limite = daysAfter(hoje, DIAS_A_VENCER);
  const exames = q
    .selectFrom('exame_solicitado as e')
    .innerJoin(q.table('colaborador', 'c'), 'c.id', 'e.colaborador_id')
    .where('e.atual', '=', true)
    .where('e.vencimento', 'is not', null)
    .where(ativoEm('c', hoje))
    .where(noLugar(filtro, 'c.estabelecimento_id', 'c.area_organizacional_id'))
    .select([
      sql<number>`count(*) filter (where e.vencimento < ${hoje}::date)`.as('vencidos'),
      sql<number>`count(*) filter (where e.vencimento >= ${hoje}::date and e.vencimento <= ${limite}::date)`.as('aVencer'),
      sql<number>`count(*) filter (where e.vencimento > ${limite}::date)`.as('emDia'),
    ]);

  // Independent queries sent together: PostgreSQL runs them on several connections, PGlite in turn.
  const [motivos, acidentesPorMes, contagemExames, absenteismo] = await Promise.all([
    porMotivo.execute(),
    acidentes.execute(),
    exames.executeTakeFirstOrThrow(),
    porEmpresa(empresas, scope, noLugar(filtro, 't.estabelecimento_id', 't.area_organizacional_id'), (daEmpresa, onde) =>
      absenteismoDaEmpresa(db, daEmpresa, { inicio: filtro.dataIni, fim: filtro.dataFim }, onde),
    ),
  ]);
  const acidentesNoMes = new Map(acidentesPorMes.map((a) => [a.mes, Number(a.valor)]));

  return {
    periodo: { dataIni: filtro.dataIni, dataFim: filtro.dataFim },
    absenteismo,
    afastamentosPorMotivo: motivos.map((l) => ({ id: l.id, nome: l.nome ?? 'Não informado', valor: Number(l.valor) })),
    acidentesPorMes: mesesEntre(filtro.dataIni, filtro.dataFim).map((m) => ({ id: null, nome: m, valor: acidentesNoMes.get(m) ?? 0 })),
    exames: [
      { id: null, nome: 'Vencidos', valor: Number(contagemExames.vencidos) },
      { id: null, nome: `A vencer em ${DIAS_A_VENCER} dias`, valor: Number(contagemExames.aVencer) },
      { id: null, nome: 'Em dia', valor: Number(contagemExames.emDia) },
    ].filter((f) => f.valor > 0),
  };
}
