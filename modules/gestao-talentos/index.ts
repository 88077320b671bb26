/** Gestão de talentos: ocorrências, afastamentos, registros do talento, desligamento e os relatórios do talento (spec 02 §2 /gestao-talentos). */
import type { ServerModule } from '../../server/server-module';
import { registerGeracoes } from './geracoes';
import { registerRelatorioDinamico, relatorioDinamico, seedDemoRelatorioDinamico } from './relatorio-dinamico';
import { relatoriosGestaoTalentos } from './relatorios';

export const gestaoTalentos: ServerModule = {
  name: 'gestao-talentos',
  reports: { ...relatoriosGestaoTalentos, 'talento-dinamico': relatorioDinamico },
  // Each part adds its line to register(app, engine) and seedDemo(engine, { companyIds }).
  register(app, engine) {
    registerGeracoes(engine);
    registerRelatorioDinamico(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoRelatorioDinamico(engine, companyIds[0]!);
  },
};
