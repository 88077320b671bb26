import type { ServerModule } from '../module';
import { registerEmpresaConfiguracao } from './empresa-configuracao';

export const utilitario: ServerModule = {
  name: 'utilitario',
  register(app, engine) {
    registerEmpresaConfiguracao(app, engine);
  },
};
