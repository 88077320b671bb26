/** Gestão de talentos: ocorrências, afastamentos, registros do talento, desligamento e os relatórios do talento (spec 02 §2 /gestao-talentos). */
import type { ServerModule } from '../../server/server-module';
import { registerAbsenteismo, relatoriosAbsenteismo } from './absenteismo';

export const gestaoTalentos: ServerModule = {
  name: 'gestao-talentos',
  reports: { ...relatoriosAbsenteismo },
  // Each part adds its line to register(app, engine) and seedDemo(engine, { companyIds }).
  register(app, engine) {
    registerAbsenteismo(app, engine);
  },
};
