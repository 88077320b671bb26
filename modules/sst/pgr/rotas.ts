/**
 * The PGR's calls beyond CRUD (spec 02 §7 PGR): the history rows of its groups — the last one of
 * each group in force in its period — and the list of risks of a period and places. The printed
 * PGR is the declared report `pgr` (POST /api/relatorios/pgr?formato=pdf|xlsx, body `{pgr}`).
 */
import type { FastifyInstance } from 'fastify';
import { readScope } from '../../../server/crud/request-scope';
import type { Engine } from '../../../server/engine';
import type { RouteDoc } from '../../../server/openapi';
import { abrangenciaDe, historicosDoPgr, type PgrGravado } from './conteudo';
import type { ConsultaListaPgr, ConsultaUltimoHistoricoPgr, HistoricoGrupoDoPgr, LinhaListaPgr } from './pgr.api';
import { riscosDosHistoricos } from './riscos';

const doc = (openapi: RouteDoc) => ({ config: { openapi } });
const ids = (lista: string | undefined): number[] => (lista ? lista.split(',').map(Number) : []);

export function registerRotasPgr(app: FastifyInstance, engine: Engine): void {
  const entidade = engine.registry.get('pgr');

  app.get(
    '/api/pgr/ultimo-historico-grupo-homogeneo',
    doc({ summary: 'De cada GHE do PGR, a última linha do histórico em vigor no período, com os ambientes e os riscos', query: 'ConsultaUltimoHistoricoPgr', response: 'HistoricoGrupoDoPgr[]' }),
    async (request): Promise<HistoricoGrupoDoPgr[]> => {
      const scope = readScope(request, entidade);
      const pgr = (await engine.entities.get(entidade, scope, Number((request.query as ConsultaUltimoHistoricoPgr).pgrId))) as unknown as PgrGravado;
      const historicos = await historicosDoPgr(engine.db, scope, abrangenciaDe(pgr));
      // Each group's rows come by date: the last one wins.
      const ultimos = new Map(historicos.map((linha) => [linha.grupoHomogeneo.id, linha]));
      return riscosDosHistoricos(engine.db, scope, engine.registry, [...ultimos.values()]);
    },
  );

  app.get(
    '/api/pgr/lista',
    doc({ summary: 'Os riscos em vigor no período, nos GHE do local e dos estabelecimentos ou obras escolhidos', query: 'ConsultaListaPgr', response: 'LinhaListaPgr[]' }),
    async (request): Promise<LinhaListaPgr[]> => {
      const scope = readScope(request, entidade);
      const consulta = request.query as ConsultaListaPgr;
      const historicos = await historicosDoPgr(engine.db, scope, {
        dataIni: consulta.dataIni,
        dataFim: consulta.dataFim,
        localAmbiente: Number(consulta.localAmbiente),
        estabelecimentosIds: ids(consulta.estabelecimentosIds),
        obrasIds: ids(consulta.obrasIds),
      });
      return (await riscosDosHistoricos(engine.db, scope, engine.registry, historicos)).flatMap(({ riscos, ambientes, ...linha }) =>
        riscos.map((risco) => ({ ...linha, ambientes: ambientes.map((a) => a.nome), ...risco })),
      );
    },
  );
}
