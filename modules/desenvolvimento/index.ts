/** Desenvolvimento: cursos, turmas, presença, certificações, LNT e metas de treinamento (spec 02 §2 /desenvolvimento). */
import type { ServerModule } from '../../server/server-module';
import { runInScope, type Scope } from '../../server/db/tenant-context';
import { registerAprovacao } from './aprovacao';
import { seedDemoCertificacoes } from './certificacoes/demo';
import { registerRegrasCertificacoes } from './certificacoes/regras';
import { registerModeloCertificado } from './certificados/modelo';
import { registerCloneCurso } from './cursos/clone';
import { registerCertificados } from './certificados/rotas';
import { registerVerificacao } from './certificados/verificar';
import { seedDemoDesenvolvimento } from './demo/demo';
import { colaboradorSemIndicacaoTreinamento, registerLnt, seedDemoLnt } from './lnt';
import { registerMetas, seedDemoMetas } from './metas';
import { registerPresenca } from './presenca';
import { relatoriosDesenvolvimento } from './relatorios';
import { registerTurmas } from './turmas';

export const desenvolvimento: ServerModule = {
  name: 'desenvolvimento',
  reports: { ...relatoriosDesenvolvimento, 'colaborador-sem-indicacao-treinamento': colaboradorSemIndicacaoTreinamento },
  register(app, engine) {
    registerCloneCurso(engine);
    registerTurmas(app, engine);
    registerPresenca(app, engine);
    registerAprovacao(app, engine);
    registerRegrasCertificacoes(engine);
    registerModeloCertificado(engine);
    registerCertificados(app, engine);
    registerVerificacao(app, engine);
    registerLnt(app, engine);
    registerMetas(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoDesenvolvimento(engine, companyIds[0]!);
    await seedDemoCertificacoes(engine, companyIds[0]!);
    const scope: Scope = { empresaId: companyIds[0]!, usuarioId: 1 };
    await runInScope(scope, () =>
      engine.db.transaction().execute(async (trx) => {
        await seedDemoLnt(engine, trx, scope);
        await seedDemoMetas(engine, trx, scope);
      }),
    );
  },
};
