import type { ServerModule } from '../../server/server-module';
import { registerAvisos } from './avisos/rotas';
import { registerBackup } from './backup/routes';
import { registerCopiaCadastros } from './copia-cadastros/routes';
import { registerEmpresa } from './empresa';
import { configureCompany, registerEmpresaConfiguracao } from './empresa-configuracao';
import { registerEstabelecimento } from './estabelecimento';
import { registerIntegracoes } from './integracoes/rotas';
import { registerIntegridade } from './integridade/rotas';
import { registerLicenca, seedLicencaDemo } from './licenca';
import { registerMenuExtra } from './menu-extra';
import { registerParametrosSistema } from './parametros-sistema';
import { registerPerfil } from './perfil';
import { registerSugestaoMelhoria } from './sugestao-melhoria';
import { registerUsuarioAcessos } from './usuario-acessos';

export const utilitario: ServerModule = {
  name: 'utilitario',
  register(app, engine) {
    registerAvisos(app, engine, registerBackup(app, engine));
    registerEmpresa(engine);
    registerCopiaCadastros(app, engine);
    registerEmpresaConfiguracao(app, engine);
    registerEstabelecimento(app, engine);
    registerIntegracoes(app, engine);
    registerIntegridade(app, engine);
    registerLicenca(app, engine);
    registerMenuExtra(engine);
    registerParametrosSistema(app, engine);
    registerPerfil(app, engine);
    registerSugestaoMelhoria(app, engine);
    registerUsuarioAcessos(app, engine);
  },
  async seedDemo(engine, { companyIds, configuration }) {
    await seedLicencaDemo(engine, companyIds);
    for (const [company, values] of Object.entries(configuration)) {
      await configureCompany(engine, { empresaId: companyIds[Number(company) - 1]!, usuarioId: 1 }, values);
    }
  },
};
