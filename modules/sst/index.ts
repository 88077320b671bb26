/** SST: cadastros de segurança e saúde do trabalho, GHE, riscos, exames, vacinas e os eventos S-2240 (spec 02 §2 /sst). */
import type { ServerModule } from '../../server/server-module';
import { registerAfastamentos, seedDemoAfastamentos } from './afastamentos';
import { seedDemoCadastros } from './demo/cadastros';
import { seedDemoGruposHomogeneos } from './demo/grupos-homogeneos';
import { registerGruposHomogeneos } from './grupos-homogeneos';
import { registerHistoricos } from './historicos/regras';
import { registerTiposLotacao } from './lotacoes/tipos';

export const sst: ServerModule = {
  name: 'sst',
  register(app, engine) {
    registerAfastamentos(app, engine);
    registerTiposLotacao(app, engine);
    registerHistoricos(engine);
    registerGruposHomogeneos(engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoCadastros(engine, companyIds);
    await seedDemoAfastamentos(engine, companyIds[0]!);
    await seedDemoGruposHomogeneos(engine, companyIds);
  },
};
