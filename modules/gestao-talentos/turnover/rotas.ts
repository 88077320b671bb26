/**
 * GET /api/turnover?dataIni&dataFim: the session's company month by month (the dashboard's
 * table and the Indicador de turnover report), with its meta from the company configuration.
 */
import type { FastifyInstance } from 'fastify';
import { readScope } from '../../../server/crud/request-scope';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import { mesesEntre, turnoverDoMes } from './calculo';
import type { PeriodoDoTurnover, TurnoverDoMes } from './turnover.api';

export const PERIODO_INVERTIDO = 'A data final deve ser maior que a data inicial';

/** The company's turnover in each month of the period. */
export async function turnover(db: Db, scope: Scope, dataIni: string, dataFim: string): Promise<TurnoverDoMes[]> {
  const vinculos = await companyQuery(db, scope)
    .selectFrom('colaborador')
    .select(['data_admissao', 'data_desligamento'])
    .where('data_admissao', 'is not', null)
    .execute();
  // The company record is global (scope "global"): read by its id, the session's company.
  const empresa = await db.selectFrom('empresa').select(['nome', 'meta_turnover']).where('id', '=', scope.empresaId).executeTakeFirst();
  const datas = vinculos.map((v) => ({ dataAdmissao: String(v.data_admissao), dataDesligamento: v.data_desligamento === null ? null : String(v.data_desligamento) }));
  const meta = empresa?.meta_turnover === null || empresa?.meta_turnover === undefined ? null : Number(empresa.meta_turnover);
  return mesesEntre(dataIni, dataFim).map((mes) => ({ empresaNome: empresa?.nome ?? '', ...turnoverDoMes(datas, mes), meta }));
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
