/** Desenvolvimento: cursos, turmas, presença, certificações, LNT e metas de treinamento (spec 02 §2 /desenvolvimento). */
import type { ServerModule } from '../../server/server-module';
import { registerAprovacao } from './aprovacao';
import { seedDemoDesenvolvimento } from './demo/demo';
import { registerPresenca } from './presenca';
import { relatoriosDesenvolvimento } from './relatorios';

export const desenvolvimento: ServerModule = {
  name: 'desenvolvimento',
  reports: { ...relatoriosDesenvolvimento },
  register(app, engine) {
    registerPresenca(app, engine);
    registerAprovacao(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoDesenvolvimento(engine, companyIds[0]!);
  },
};
