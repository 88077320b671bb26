/**
 * GET /api/turnover?dataIni&dataFim: the session's company month by month (the dashboard's
 * table and the Indicador de turnover report), with its meta from the company configuration.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { readScope } from '../../../server/crud/request-scope';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { mesesEntre, taxaDeTurnover, ultimoDia } from './calculo';
import type { PeriodoDoTurnover, TurnoverDoMes } from './turnover.api';

export const PERIODO_INVERTIDO = 'A data final deve ser maior que a data inicial';

/**
 * The company's turnover in each month of the period, counted by SQL in one pass over the talents
 * (not months × talents): admissions, dismissals and "exits" per month, then running sums. The
 * headcount on a day D is #(admitted by D) − #(exited by D), a talent exiting on the later of
 * their admission and dismissal (one dismissed before being admitted is never active).
 * `onde`: a condition on the talent row `c` narrowing the talents counted (the dashboards' places);
 * none: all the company's.
 */
export async function turnover(db: Db, scope: Scope, dataIni: string, dataFim: string, onde: RawBuilder<boolean> = sql<boolean>`true`): Promise<TurnoverDoMes[]> {
  const meses = mesesEntre(dataIni, dataFim);
  const [primeiro, ultimo] = [`${meses[0]}-01`, ultimoDia(meses.at(-1)!)];
  /** Talents per month of a date (months before the period together as ''), and how many on the month's first day. */
  const porMes = (data: RawBuilder<string>) =>
    companyQuery(db, scope)
      .selectFrom('colaborador as c')
      .where('c.data_admissao', 'is not', null)
      .where(sql<boolean>`${data} <= ${ultimo}::date`)
      .where(onde)
      .select([
        sql<string>`case when ${data} < ${primeiro}::date then '' else to_char(${data}, 'YYYY-MM') end`.as('mes'),
        sql<number>`count(*)`.as('total'),
        sql<number>`count(*) filter (where extract(day from ${data}) = 1)`.as('noPrimeiroDia'),
      ])
      .groupBy(sql`1`)
      .execute();
  const admissoes = await porMes(sql`c.data_admissao`);
  // greatest() skips a null: the talent never dismissed has no exit.
  const saidas = await porMes(sql`case when c.data_desligamento is not null then greatest(c.data_admissao, c.data_desligamento) end`);
  const desligamentos = await porMes(sql`c.data_desligamento`);
  // The company record is global (scope "global"): read by its id, the session's company.
  const empresa = await db.selectFrom('empresa').select(['nome', 'meta_turnover']).where('id', '=', scope.empresaId).executeTakeFirst();
  const meta = empresa?.meta_turnover === null || empresa?.meta_turnover === undefined ? null : Number(empresa.meta_turnover);

  /** Running sums of a per-month count: up to each month's first day and up to its last. */
  const acumulado = (linhas: { mes: string; total: unknown; noPrimeiroDia: unknown }[]) => {
    const doMes = new Map(linhas.map((l) => [l.mes, { total: Number(l.total), noPrimeiroDia: Number(l.noPrimeiroDia) }]));
    let antes = doMes.get('')?.total ?? 0;
    return new Map(
      meses.map((mes) => {
        const { total, noPrimeiroDia } = doMes.get(mes) ?? { total: 0, noPrimeiroDia: 0 };
        const ate = { primeiroDia: antes + noPrimeiroDia, ultimoDia: antes + total, noMes: total };
        antes += total;
        return [mes, ate];
      }),
    );
  };
  const [admitidos, saidos, demitidos] = [acumulado(admissoes), acumulado(saidas), acumulado(desligamentos)];
  return meses.map((mes) => {
    const [a, s] = [admitidos.get(mes)!, saidos.get(mes)!];
    const [qtdAdmitidos, qtdDemitidos] = [a.noMes, demitidos.get(mes)!.noMes];
    const media = (a.primeiroDia - s.primeiroDia + (a.ultimoDia - s.ultimoDia)) / 2;
    return { empresaNome: empresa?.nome ?? '', mes, qtdAdmitidos, qtdDemitidos, media, turnover: taxaDeTurnover(qtdAdmitidos, qtdDemitidos, media), meta };
  });
}

export function registerTurnover(app: FastifyInstance, engine: Engine): void {
  const desligamento = engine.registry.get('desligamento');
  app.get(
    '/api/turnover',
    { config: { openapi: { summary: 'Turnover da empresa mês a mês (?dataIni=, ?dataFim=): admitidos, demitidos, média do quadro ativo, turnover (%) e a meta', query: 'PeriodoDoTurnover', response: 'TurnoverDoMes[]' } } },
    async (request) => {
      const scope = readScope(request, desligamento);
      const { dataIni, dataFim } = request.query as PeriodoDoTurnover;
      if (dataFim < dataIni) throw errors.validation([{ field: 'dataFim', message: PERIODO_INVERTIDO }]);
      return runInScope(scope, () => turnover(engine.db, scope, dataIni, dataFim));
    },
  );
}
