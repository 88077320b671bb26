/** Gestão de talentos: ocorrências, afastamentos, registros do talento, desligamento e os relatórios do talento (spec 02 §2 /gestao-talentos). */
import type { ServerModule } from '../../server/server-module';
import { registerDesligamentos } from './desligamento';
import { seedDemoDesligamentos } from './desligamento/demo';
import { relatorioDesligamentos } from './desligamento/relatorio';
import { relatorioResultadosEntrevistas } from './desligamento/resultados-entrevistas';
import { registerTurnover } from './turnover/rotas';
import { relatorioTaxaDemissao } from './turnover/taxa-demissao';

export const gestaoTalentos: ServerModule = {
  name: 'gestao-talentos',
  reports: {
    desligamentos: relatorioDesligamentos,
    'resultados-entrevistas-desligamentos': relatorioResultadosEntrevistas,
    'taxa-demissao': relatorioTaxaDemissao,
  },
  // Each part adds its line to register(app, engine) and seedDemo(engine, { companyIds }).
  register(app, engine) {
    registerDesligamentos(app, engine);
    registerTurnover(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoDesligamentos(engine, companyIds[0]!);
  },
};
