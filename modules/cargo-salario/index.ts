import type { ServerModule } from '../module';
import { registerFaixaSalarial } from './faixa-salarial';
import { cargos } from './relatorios/cargos';

export const cargoSalario: ServerModule = {
  name: 'cargo-salario',
  register(_app, engine) {
    registerFaixaSalarial(engine);
  },
  reports: { cargos },
};
