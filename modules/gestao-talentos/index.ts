/** Gestão de talentos: ocorrências, afastamentos, registros do talento, desligamento e os relatórios do talento (spec 02 §2 /gestao-talentos). */
import type { ServerModule } from '../../server/server-module';
import { seedDemoDocumentos } from './documentos/demo';
import { registerOcorrencias, seedDemoOcorrencias } from './ocorrencias';

export const gestaoTalentos: ServerModule = {
  name: 'gestao-talentos',
  // Each part adds its line to register(app, engine) and seedDemo(engine, { companyIds }).
  register(app, engine) {
    registerOcorrencias(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoOcorrencias(engine, companyIds[0]!);
    await seedDemoDocumentos(engine, companyIds[0]!);
  },
};
