/** The Pesquisa module's server part: surveys and NPS over the evaluation module's questionnaires. */
import type { ServerModule } from '../../../server/server-module';
import { seedDemoPesquisas } from './demo';
import { registerPesquisa } from './pesquisa';
import { relatorioPesquisa } from './relatorio';
import { registerResponderPesquisa } from './responder';
import { registerResultados } from './resultados';

export const pesquisa: ServerModule = {
  name: 'pesquisa',
  reports: { pesquisa: relatorioPesquisa },
  register(app, engine) {
    registerPesquisa(app, engine);
    registerResponderPesquisa(app, engine);
    registerResultados(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoPesquisas(engine, companyIds[0]!);
  },
};
