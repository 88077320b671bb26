import type { ServerModule } from '../../server/server-module';
import { registerColaborador } from './colaborador';
import { registerFaixaSalarial } from './faixa-salarial';

export const cargoSalario: ServerModule = {
  name: 'cargo-salario',
  register(_app, engine) {
    registerFaixaSalarial(engine);
    registerColaborador(engine);
  },
};
