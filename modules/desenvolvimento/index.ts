/** Desenvolvimento: cursos, turmas, presença, certificações, LNT e metas de treinamento (spec 02 §2 /desenvolvimento). */
import type { ServerModule } from '../../server/server-module';
import { registerCloneCurso } from './cursos/clone';
import { registerTurmas } from './turmas';

export const desenvolvimento: ServerModule = {
  name: 'desenvolvimento',
  register(app, engine) {
    registerCloneCurso(engine);
    registerTurmas(app, engine);
  },
};
