import type { ServerModule } from '../../server/server-module';
import { registerDesempenho } from './desempenho/desempenho';

export const avaliacao: ServerModule = {
  name: 'avaliacao',
  register(app, engine) {
    registerDesempenho(app, engine);
  },
};
