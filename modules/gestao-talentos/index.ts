/** Gestão de talentos: ocorrências, afastamentos, registros do talento, desligamento e os relatórios do talento (spec 02 §2 /gestao-talentos). */
import type { ServerModule } from '../../server/server-module';
import { registerAbsenteismo, relatoriosAbsenteismo } from './absenteismo';
import { seedDemoDocumentos } from './documentos/demo';
import { registerGeracoes } from './geracoes';
import { registerOcorrencias, seedDemoOcorrencias } from './ocorrencias';
import { seedDemoRegistros } from './registros/demo';
import { registerRegistrosDoCandidato } from './registros/do-candidato';
import { registerRegistrosDoTalento } from './registros/rotas';
import { registerRelatorioDinamico, relatorioDinamico, seedDemoRelatorioDinamico } from './relatorio-dinamico';
import { relatoriosGestaoTalentos } from './relatorios';

export const gestaoTalentos: ServerModule = {
  name: 'gestao-talentos',
  reports: { ...relatoriosAbsenteismo, ...relatoriosGestaoTalentos, 'talento-dinamico': relatorioDinamico },
  register(app, engine) {
    registerAbsenteismo(app, engine);
    registerOcorrencias(app, engine);
    registerRegistrosDoTalento(app, engine);
    registerRegistrosDoCandidato(engine);
    registerGeracoes(engine);
    registerRelatorioDinamico(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoOcorrencias(engine, companyIds[0]!);
    await seedDemoDocumentos(engine, companyIds[0]!);
    await seedDemoRegistros(engine, companyIds[0]!);
    await seedDemoRelatorioDinamico(engine, companyIds[0]!);
  },
};
