/** Desenvolvimento: cursos, turmas, presença, certificações, LNT e metas de treinamento (spec 02 §2 /desenvolvimento). */
import type { ServerModule } from '../../server/server-module';
import { registerAprovacao } from './aprovacao';
import { registerPresenca } from './presenca';

export const desenvolvimento: ServerModule = {
  name: 'desenvolvimento',
  register(app, engine) {
    registerPresenca(app, engine);
    registerAprovacao(app, engine);
  },
};
