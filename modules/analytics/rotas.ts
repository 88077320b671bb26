/**
 * GET /api/analytics/<painel> for the six dashboards and the drill-downs of spec 02 §7: each
 * opened by the authorities of its screen declaration (schemas/analytics/telas/), read in the
 * session's company only.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession } from '../../server/auth/guard';
import { runInScope, type Scope } from '../../server/db/tenant-context';
import type { Engine } from '../../server/engine';
import type { ConsultaDespesasDosCursos, ConsultaPromocoesAreasFilhas, ConsultaSalariosAreasFilhas, DetalhamentoFatias, DetalhamentoPromocoes, FiltroAnalytics, FiltroDesempenho } from './analytics.api';
import { areasDaEmpresa, temFilhas, type Area } from './areas';
import { analyticsCargosSalarios, promocoesPorRamo, salariosPorRamo, SEM_AREA_FILHA } from './cargos-salarios';
import { analyticsDesempenho } from './desempenho';
import { empresasEscolhidas } from './empresas';
import { analyticsDesenvolvimento, despesasPorTipo, SEM_DESPESAS_DETALHADAS } from './desenvolvimento';
import { lerFiltro, listaDeIds, type Filtro } from './filtro';
import { analyticsSst } from './sst';
import { analyticsTalento } from './talento';
import { analyticsVagas } from './vagas';

export function registerAnalytics(app: FastifyInstance, engine: Engine): void {
  const autoridades = (tela: string) => engine.registry.screens.find((s) => s.name === tela)?.authorities;

  /** The dashboard's call: the session (with the screen's authorities), the company's areas, the filter and the companies chosen. */
  const painel = <T>(tela: string, calcular: (scope: Scope, filtro: Filtro, areas: Area[], request: FastifyRequest, empresas: Scope[]) => Promise<T>) => {
    const exigidas = autoridades(tela);
    return async (request: FastifyRequest): Promise<T> => {
      const scope = requireSession(request, 'interno', exigidas);
      const query = request.query as FiltroAnalytics;
      return runInScope(scope, async () => {
        const areas = await areasDaEmpresa(engine.db, scope);
        const filtro = lerFiltro(query, areas);
        return calcular(scope, filtro, areas, request, await empresasEscolhidas(engine, scope, query.empresasIds, exigidas));
      });
    };
  };
  const openapi = (summary: string, query: string, response: string) => ({ config: { openapi: { summary, query, response } } });
  const db = engine.db;

  app.get('/api/analytics/vagas', openapi('Dashboard de vagas: funil do recrutamento, solicitações por situação, motivo e área', 'FiltroAnalytics', 'AnalyticsVagas'), painel('analyticsVagas', (scope, filtro) => analyticsVagas(db, scope, filtro)));
  app.get(
    '/api/analytics/cargos-salarios',
    openapi('Dashboard de cargos e salários: salários e quadro por área, promoções e turnover', 'FiltroAnalytics', 'AnalyticsCargosSalarios'),
    painel('analyticsCargosSalarios', (scope, filtro, areas, _request, empresas) => analyticsCargosSalarios(db, scope, filtro, areas, empresas)),
  );
  app.get(
    '/api/analytics/salarios-areas-filhas',
    openapi('Salários das áreas filhas de uma área na data base', 'ConsultaSalariosAreasFilhas', 'DetalhamentoFatias'),
    painel('analyticsCargosSalarios', async (scope, filtro, areas, request): Promise<DetalhamentoFatias> => {
      const { dataBase, areaId } = request.query as ConsultaSalariosAreasFilhas;
      if (!temFilhas(areas, Number(areaId))) return { itens: [], mensagem: SEM_AREA_FILHA };
      return { itens: await salariosPorRamo(db, scope, filtro, areas, dataBase, Number(areaId)), mensagem: null };
    }),
  );
  for (const tipo of ['horizontal', 'vertical'] as const) {
    app.get(
      `/api/analytics/promocoes-${tipo}-areas-filhas`,
      openapi(`Promoções (${tipo}) das áreas filhas de uma área no período`, 'ConsultaPromocoesAreasFilhas', 'DetalhamentoPromocoes'),
      painel('analyticsCargosSalarios', async (scope, filtro, areas, request): Promise<DetalhamentoPromocoes> => {
        const areaId = Number((request.query as ConsultaPromocoesAreasFilhas).areaOrganizacionalId);
        if (!temFilhas(areas, areaId)) return { itens: [], mensagem: SEM_AREA_FILHA };
        return { itens: (await promocoesPorRamo(db, scope, filtro, areas, areaId)).filter((p) => p[tipo] > 0), mensagem: null };
      }),
    );
  }
  app.get(
    '/api/analytics/desenvolvimento',
    openapi('Dashboard de desenvolvimento: despesas e participantes por curso, horas de treinamento por talento, certificações', 'FiltroAnalytics', 'AnalyticsDesenvolvimento'),
    painel('analyticsDesenvolvimento', (scope, filtro) => analyticsDesenvolvimento(db, scope, filtro)),
  );
  app.get(
    '/api/analytics/tipo-despesa-por-curso',
    openapi('Despesas detalhadas por tipo das turmas do período dos cursos', 'ConsultaDespesasDosCursos', 'DetalhamentoFatias'),
    painel('analyticsDesenvolvimento', async (scope, filtro, _areas, request): Promise<DetalhamentoFatias> => {
      const itens = await despesasPorTipo(db, scope, filtro, listaDeIds((request.query as ConsultaDespesasDosCursos).cursosIds));
      return { itens, mensagem: itens.length ? null : SEM_DESPESAS_DETALHADAS };
    }),
  );
  app.get('/api/analytics/sst', openapi('Dashboard de SST: absenteísmo, afastamentos, acidentes e exames', 'FiltroAnalytics', 'AnalyticsSst'), painel('analyticsSst', (scope, filtro, _areas, _request, empresas) => analyticsSst(db, scope, filtro, empresas)));
  app.get(
    '/api/analytics/talento',
    openapi('Dashboard de talento: gerações, sexo, desligamentos por motivo, admissões e desligamentos', 'FiltroAnalytics', 'AnalyticsTalento'),
    painel('analyticsTalento', (scope, filtro) => analyticsTalento(db, scope, filtro)),
  );
  app.get(
    '/api/analytics/desempenho',
    openapi('Dashboard de desempenho: resultados e Nine Box de uma avaliação, radar de competências de um talento', 'FiltroDesempenho', 'AnalyticsDesempenho'),
    painel('analyticsDesempenho', (scope, filtro, _areas, request) => {
      const { avaliacaoId, colaboradorId } = request.query as FiltroDesempenho;
      return analyticsDesempenho(engine, db, scope, filtro, avaliacaoId === undefined ? undefined : Number(avaliacaoId), colaboradorId === undefined ? undefined : Number(colaboradorId));
    }),
  );
}
