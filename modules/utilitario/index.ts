import type { ServerModule } from '../module';
import { registerEmpresaConfiguracao } from './empresa-configuracao';
import { registerPerfil } from './perfil';
import { registerUsuarioAcessos } from './usuario-acessos';

export const utilitario: ServerModule = {
  name: 'utilitario',
  register(app, engine) {
    registerEmpresaConfiguracao(app, engine);
    registerPerfil(app, engine);
    registerUsuarioAcessos(app, engine);
  },
};
