/** SST: cadastros de segurança e saúde do trabalho, GHE, riscos, exames, vacinas e os eventos S-2240 (spec 02 §2 /sst). */
import type { ServerModule } from '../../server/server-module';
import { seedDemoCadastros } from './demo/cadastros';
import { registerHistoricos } from './historicos/regras';
import { registerTiposLotacao } from './lotacoes/tipos';

export const sst: ServerModule = {
  name: 'sst',
  // Each part adds its line to register(app, engine) and seedDemo(engine, { companyIds }).
  register(app, engine) {
    registerTiposLotacao(app, engine);
    registerHistoricos(engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoCadastros(engine, companyIds);
  },
};
