/** Gestão de talentos: ocorrências, afastamentos, registros do talento, desligamento e os relatórios do talento (spec 02 §2 /gestao-talentos). */
import type { ServerModule } from '../../server/server-module';
import { registerAbsenteismo, relatoriosAbsenteismo } from './absenteismo';
import { seedDemoDocumentos } from './documentos/demo';
import { registerOcorrencias, seedDemoOcorrencias } from './ocorrencias';
import { seedDemoRegistros } from './registros/demo';
import { registerRegistrosDoCandidato } from './registros/do-candidato';
import { registerRegistrosDoTalento } from './registros/rotas';

export const gestaoTalentos: ServerModule = {
  name: 'gestao-talentos',
  reports: { ...relatoriosAbsenteismo },
  register(app, engine) {
    registerAbsenteismo(app, engine);
    registerOcorrencias(app, engine);
    registerRegistrosDoTalento(app, engine);
    registerRegistrosDoCandidato(engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoOcorrencias(engine, companyIds[0]!);
    await seedDemoDocumentos(engine, companyIds[0]!);
    await seedDemoRegistros(engine, companyIds[0]!);
  },
};
