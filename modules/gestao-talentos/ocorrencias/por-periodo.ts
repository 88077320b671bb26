/**
 * GET /api/colaboradores-ocorrencias/por-periodo-providencias (spec 02 §7 Occurrences): the
 * occurrences that started in the period, where they happened (estabelecimento, área, cargo as
 * recorded), counted by the providência taken — the dashboards' figure. One statement, scoped
 * to the session's company.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { shiftDate } from '../../../engine/report/defaults';
import { today } from '../../../engine/validation/brazilian';
import { readScope } from '../../../server/crud/request-scope';
import type { Db } from '../../../server/db/database';
import { companyQuery } from '../../../server/db/scoped-query';
import { runInScope, type Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { errors } from '../../../server/errors';
import type { PeriodoProvidencias, ProvidenciasPorPeriodo } from './ocorrencias.api';

/** The filter's message for an end before the start (spec 02 §5). */
export const DATA_FINAL_INFERIOR = 'Data final inferior a data inicial.';

const ids = (lista: string | undefined) => (lista ? lista.split(',').map(Number) : undefined);

export async function providenciasPorPeriodo(db: Db, scope: Scope, filtro: PeriodoProvidencias): Promise<ProvidenciasPorPeriodo> {
  const dataFim = filtro.dataFim ?? today();
  const dataIni = filtro.dataIni ?? shiftDate(today(), { months: -1 });
  if (dataFim < dataIni) throw errors.validation([{ field: 'dataFim', message: DATA_FINAL_INFERIOR }]);
  const estabelecimentos = ids(filtro.estabelecimentosIds);
  const areas = ids(filtro.areasIds);
  const cargos = ids(filtro.cargosIds);
  const linhas = await companyQuery(db, scope)
    .selectFrom('colaborador_ocorrencia as o')
    .leftJoin('providencia as p', 'p.id', 'o.providencia_id')
    .select(['o.providencia_id as providenciaId', 'p.descricao as providencia', sql<number>`count(*)::int`.as('quantidade')])
    .where('o.data_ini', '>=', dataIni)
    .where('o.data_ini', '<=', dataFim)
    .$if(estabelecimentos !== undefined, (q) => q.where('o.estabelecimento_id', 'in', estabelecimentos!))
    .$if(areas !== undefined, (q) => q.where('o.area_organizacional_id', 'in', areas!))
    .$if(cargos !== undefined, (q) => q.where('o.cargo_id', 'in', cargos!))
    .groupBy(['o.providencia_id', 'p.descricao'])
    .execute();
  const tomadas = linhas
    .filter((l) => l.providenciaId !== null)
    .map((l) => ({ providenciaId: l.providenciaId!, providencia: l.providencia ?? '', quantidade: l.quantidade }))
    .sort((a, b) => b.quantidade - a.quantidade || a.providencia.localeCompare(b.providencia, 'pt-BR'));
  return {
    dataIni,
    dataFim,
    itens: filtro.qtdItens === undefined ? tomadas : tomadas.slice(0, filtro.qtdItens),
    semProvidencia: linhas.find((l) => l.providenciaId === null)?.quantidade ?? 0,
    total: linhas.reduce((soma, l) => soma + l.quantidade, 0),
  };
}

export function registerPorPeriodoProvidencias(app: FastifyInstance, engine: Engine): void {
  const ocorrencia = engine.registry.get('colaboradorOcorrencia');
  app.get(
    `/api/${ocorrencia.resource}/por-periodo-providencias`,
    {
      config: {
        openapi: { summary: 'As ocorrências iniciadas no período contadas pela providência tomada (um mês atrás até hoje, sem datas)', query: 'PeriodoProvidencias', response: 'ProvidenciasPorPeriodo' },
      },
    },
    async (request) => {
      const scope = readScope(request, ocorrencia);
      return runInScope(scope, () => providenciasPorPeriodo(engine.db, scope, request.query as PeriodoProvidencias));
    },
  );
}
