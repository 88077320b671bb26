import type { ServerModule } from '../../server/server-module';
import { registerColaborador } from './colaborador';
import { registerFaixaSalarial } from './faixa-salarial';
import { registerHierarquia } from './areas/hierarquia';
import { registerOrganograma } from './areas/organograma';

export const cargoSalario: ServerModule = {
  name: 'cargo-salario',
  register(app, engine) {
    registerFaixaSalarial(engine);
    registerColaborador(engine);
    registerHierarquia(engine);
    registerOrganograma(app, engine);
  },
};
