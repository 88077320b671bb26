import type { ServerModule } from '../module';
import { registerEmpresaConfiguracao } from './empresa-configuracao';
import { registerPerfil } from './perfil';

export const utilitario: ServerModule = {
  name: 'utilitario',
  register(app, engine) {
    registerEmpresaConfiguracao(app, engine);
    registerPerfil(app, engine);
  },
};
