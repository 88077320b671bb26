/** Desenvolvimento: cursos, turmas, presença, certificações, LNT e metas de treinamento (spec 02 §2 /desenvolvimento). */
import type { ServerModule } from '../../server/server-module';
import { seedDemoCertificacoes } from './certificacoes/demo';
import { registerRegrasCertificacoes } from './certificacoes/regras';
import { registerModeloCertificado } from './certificados/modelo';
import { registerCertificados } from './certificados/rotas';
import { registerVerificacao } from './certificados/verificar';

export const desenvolvimento: ServerModule = {
  name: 'desenvolvimento',
  register(app, engine) {
    registerRegrasCertificacoes(engine);
    registerModeloCertificado(engine);
    registerCertificados(app, engine);
    registerVerificacao(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoCertificacoes(engine, companyIds[0]!);
  },
};
