/** Gestão de talentos: ocorrências, afastamentos, registros do talento, desligamento e os relatórios do talento (spec 02 §2 /gestao-talentos). */
import type { ServerModule } from '../../server/server-module';
import { seedDemoRegistros } from './registros/demo';
import { registerRegistrosDoCandidato } from './registros/do-candidato';
import { registerRegistrosDoTalento } from './registros/rotas';

export const gestaoTalentos: ServerModule = {
  name: 'gestao-talentos',
  // Each part adds its line to register(app, engine) and seedDemo(engine, { companyIds }).
  register(app, engine) {
    registerRegistrosDoTalento(app, engine);
    registerRegistrosDoCandidato(engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoRegistros(engine, companyIds[0]!);
  },
};
