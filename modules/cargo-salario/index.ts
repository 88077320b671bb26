import type { ServerModule } from '../../server/server-module';
import { registerColaborador } from './colaboradores/candidato-de-origem';
import { registerHistoricoColaborador } from './colaboradores/historico';
import { registerFaixas } from './salarios/faixas';
import { registerReajustes } from './reajustes/reajustes';
import { registerHierarquia } from './areas/hierarquia';
import { registerOrganograma } from './areas/organograma';
import { registerCompetencias } from './competencias';

export const cargoSalario: ServerModule = {
  name: 'cargo-salario',
  register(app, engine) {
    registerFaixas(app, engine);
    registerColaborador(engine);
    registerHistoricoColaborador(app, engine);
    registerReajustes(engine);
    registerHierarquia(engine);
    registerOrganograma(app, engine);
    registerCompetencias(app, engine);
  },
};
