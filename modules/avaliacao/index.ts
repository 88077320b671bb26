import type { ServerModule } from '../../server/server-module';
import { registerDesempenho } from './desempenho/desempenho';
import { resultadoAvaliacao, resultadoAvaliacaoAgrupadoFaixa } from './desempenho/relatorio-resultado';
import { avaliadoresAvaliados } from './desempenho/relatorio-avaliadores-avaliados';
import { analiseCompetenciasOrganizacao, analiseCompetenciasTalento } from './desempenho/relatorios-competencias';
import { seedDemoDesempenho } from './desempenho/demo';
import { seedDemoAcompanhamentos } from './experiencia/demo';
import { registerAcompanhamentos } from './experiencia/rotas';
import { registerNineBox } from './ninebox/rotas';
import { registerQuestionarios } from './questionario/rotas';

export const avaliacao: ServerModule = {
  name: 'avaliacao',
  reports: {
    'resultado-avaliacao': resultadoAvaliacao,
    'resultado-avaliacao-agrupado-faixa': resultadoAvaliacaoAgrupadoFaixa,
    'avaliacao-desempenho-avaliadores-avaliados': avaliadoresAvaliados,
    'comparativo-performance-talento': resultadoAvaliacao,
    'analise-desempenho-competencia-talento': analiseCompetenciasTalento,
    'analise-desempenho-competencia-organizacional': analiseCompetenciasOrganizacao,
  },
  register(app, engine, printer) {
    registerQuestionarios(app, engine, printer);
    registerAcompanhamentos(app, engine);
    registerDesempenho(app, engine);
    registerNineBox(app, engine, printer);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoAcompanhamentos(engine, companyIds[0]!);
    await seedDemoDesempenho(engine, companyIds[0]!);
  },
};
