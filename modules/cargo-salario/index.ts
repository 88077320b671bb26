import type { ServerModule } from '../module';
import { cargos } from './relatorios/cargos';

export const cargoSalario: ServerModule = {
  name: 'cargo-salario',
  reports: { cargos },
};
