/** SST: cadastros de segurança e saúde do trabalho, GHE, riscos, exames, vacinas e os eventos S-2240 (spec 02 §2 /sst). */
import type { ServerModule } from '../../server/server-module';
import { registerAfastamentos, seedDemoAfastamentos } from './afastamentos';

export const sst: ServerModule = {
  name: 'sst',
  // Each part adds its line to register(app, engine) and seedDemo(engine, { companyIds }).
  register(app, engine) {
    registerAfastamentos(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoAfastamentos(engine, companyIds[0]!);
  },
};
