/** SST: cadastros de segurança e saúde do trabalho, GHE, riscos, exames, vacinas e os eventos S-2240 (spec 02 §2 /sst). */
import type { ServerModule } from '../../server/server-module';
import { registerAfastamentos, seedDemoAfastamentos } from './afastamentos';
import { registerCipa, seedDemoCipa } from './cipa';
import { seedDemoCadastros } from './demo/cadastros';
import { registerEventosS2240, seedDemoEventosS2240 } from './esocial';
import { seedDemoGruposHomogeneos } from './demo/grupos-homogeneos';
import { registerGruposHomogeneos } from './grupos-homogeneos';
import { registerHistoricos } from './historicos/regras';
import { registerPgr, relatorioPgr, seedDemoPgr } from './pgr';
import { registerTiposLotacao } from './lotacoes/tipos';
import { registerVacinas, relatoriosVacinas, seedDemoVacinas } from './vacinas';
import { registerSaude, seedDemoSaude } from './saude';

export const sst: ServerModule = {
  name: 'sst',
  register(app, engine) {
    registerAfastamentos(app, engine);
    registerTiposLotacao(app, engine);
    registerHistoricos(engine);
    registerVacinas(app, engine);
    registerSaude(app, engine);
    registerEventosS2240(app, engine);
    registerGruposHomogeneos(engine);
    registerPgr(app, engine);
    registerCipa(app, engine);
  },
  reports: { ...relatoriosVacinas, pgr: relatorioPgr },
  async seedDemo(engine, { companyIds }) {
    await seedDemoCadastros(engine, companyIds);
    await seedDemoAfastamentos(engine, companyIds[0]!);
    await seedDemoVacinas(engine, companyIds[0]!);
    await seedDemoSaude(engine, companyIds[0]!);
    await seedDemoGruposHomogeneos(engine, companyIds);
    await seedDemoEventosS2240(engine, companyIds[0]!);
    await seedDemoPgr(engine, companyIds[0]!);
    await seedDemoCipa(engine, companyIds[0]!);
  },
};
