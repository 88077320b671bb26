/** Desenvolvimento: cursos, turmas, presença, certificações, LNT e metas de treinamento (spec 02 §2 /desenvolvimento). */
import type { ServerModule } from '../../server/server-module';

export const desenvolvimento: ServerModule = {
  name: 'desenvolvimento',
};
