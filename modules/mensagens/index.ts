/** Mensagens: the home page's message boxes, written by the other modules' events, and the installation's news (spec 02 §2). */
import type { ServerModule } from '../../server/server-module';
import { registerCaixas } from './caixas';
import { registrarEventos, varrerEmpresa } from './eventos/varredura';
import { registerNoticias, seedDemoNoticias } from './noticias';

export const mensagens: ServerModule = {
  name: 'mensagens',
  register(app, engine) {
    registerCaixas(app, engine);
    registrarEventos(app, engine);
    registerNoticias(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    // The demo's messages are the events' own, over the demo data the other modules wrote before.
    for (const empresaId of companyIds) await varrerEmpresa(engine, empresaId);
    await seedDemoNoticias(engine);
  },
};
