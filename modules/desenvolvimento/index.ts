/** Desenvolvimento: cursos, turmas, presença, certificações, LNT e metas de treinamento (spec 02 §2 /desenvolvimento). */
import type { ServerModule } from '../../server/server-module';
import { seedDemoDesenvolvimento } from './demo/demo';
import { relatoriosDesenvolvimento } from './relatorios';

export const desenvolvimento: ServerModule = {
  name: 'desenvolvimento',
  reports: { ...relatoriosDesenvolvimento },
  async seedDemo(engine, { companyIds }) {
    await seedDemoDesenvolvimento(engine, companyIds[0]!);
  },
};
