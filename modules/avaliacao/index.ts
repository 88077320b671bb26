import type { ServerModule } from '../../server/server-module';
import { registerAcompanhamentos } from './experiencia/rotas';
import { registerQuestionarios } from './questionario/rotas';

export const avaliacao: ServerModule = {
  name: 'avaliacao',
  register(app, engine, printer) {
    registerQuestionarios(app, engine, printer);
    registerAcompanhamentos(app, engine);
  },
};
