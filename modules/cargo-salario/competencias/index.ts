/**
 * Competências (spec 02 §2, §3, §5, §7): evaluation criteria of conhecimentos, habilidades and
 * atitudes, the dated level configuration, and each faixa's matrix of required levels.
 */
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../../server/engine';
import { runInScope } from '../../../server/db/tenant-context';
import { companyQuery } from '../../../server/db/scoped-query';
import { requireSession } from '../../../server/auth/guard';
import { readScope } from '../../../server/crud/request-scope';
import { recordId } from '../../../server/crud/path-id';
import { today } from '../../../engine/validation/brazilian';
import type { CompetenciaDoCargo, CompetenciasExigidas, ConfiguracaoVigente, DataDaAvaliacao, DataDaConfiguracao, ExisteCriterio } from './competencias.api';
import { competenciasDaFaixa, registerMatriz } from './matriz';
import { configuracaoVigente, registerNiveis } from './niveis';
import { competenciasExigidas, registerNiveisDoTalento } from './talento';

export function registerCompetencias(app: FastifyInstance, engine: Engine): void {
  registerNiveis(engine);
  registerMatriz(engine);
  registerNiveisDoTalento(engine);
  const competencias = ['conhecimento', 'habilidade', 'atitude'].map((name) => engine.registry.get(name));
  const historico = engine.registry.get('nivelCompetenciaHistorico');
  const faixa = engine.registry.get('faixaSalarial');
  const colaborador = engine.registry.get('colaborador');

  app.get(
    '/api/criterios-avaliacao-competencia/existe-criterio-avaliacao-competencia',
    { config: { openapi: { summary: 'Se algum conhecimento, habilidade ou atitude da empresa tem critério de avaliação', response: 'ExisteCriterio' } } },
    async (request): Promise<ExisteCriterio> => {
      const scope = requireSession(request, 'interno', competencias.flatMap((entity) => entity.authorities?.read ?? []));
      return runInScope(scope, async () => {
        const q = companyQuery(engine.db, scope);
        for (const tabela of ['criterio_conhecimento', 'criterio_habilidade', 'criterio_atitude'] as const) {
          if (await q.selectFrom(tabela).select('id').limit(1).executeTakeFirst()) return { existe: true };
        }
        return { existe: false };
      });
    },
  );

  app.get(
    `/api/${historico.resource}/vigente`,
    { config: { openapi: { summary: 'A configuração dos níveis de competência em vigor numa data (hoje, sem data): a mais recente até ela, os níveis pelo peso', query: 'DataDaConfiguracao', response: 'ConfiguracaoVigente' } } },
    async (request): Promise<ConfiguracaoVigente> => {
      // Whoever keeps a faixa's matrix reads the levels it offers, too.
      const scope = requireSession(request, 'interno', [...(historico.authorities?.read ?? []), ...(faixa.authorities?.read ?? [])]);
      const { data = today() } = request.query as DataDaConfiguracao;
      return runInScope(scope, async () => ({ configuracao: await configuracaoVigente(engine.db, scope, data) }));
    },
  );

  app.get(
    `/api/${faixa.resource}/:faixaSalarialId/competencias`,
    { config: { openapi: { summary: 'Os conhecimentos, habilidades e atitudes do cargo da faixa: as linhas da sua matriz de competências', response: 'CompetenciaDoCargo[]' } } },
    async (request): Promise<CompetenciaDoCargo[]> => {
      const scope = readScope(request, faixa);
      const faixaId = recordId(request, 'faixaSalarialId');
      return runInScope(scope, () => competenciasDaFaixa(engine, engine.db, scope, faixaId));
    },
  );

  app.get(
    `/api/${colaborador.resource}/:colaboradorId/competencias-exigidas`,
    { config: { openapi: { summary: 'O que a avaliação de competências do talento numa data cobre: a faixa (a do histórico, sem faixaSalarialId) e as competências que a matriz dela exige, com o nível exigido', query: 'DataDaAvaliacao', response: 'CompetenciasExigidas' } } },
    async (request): Promise<CompetenciasExigidas> => {
      const scope = readScope(request, colaborador);
      const colaboradorId = recordId(request, 'colaboradorId');
      const { data = today(), faixaSalarialId } = request.query as DataDaAvaliacao;
      return runInScope(scope, () => competenciasExigidas(engine, engine.db, scope, colaboradorId, data, faixaSalarialId));
    },
  );
}
