import type { ServerModule } from '../module';
import { registerCandidato } from './candidato';
import { registerEtapaSeletiva } from './etapa-seletiva';
import { registerMotivoSolicitacao } from './motivo-solicitacao';

export const captacao: ServerModule = {
  name: 'captacao',
  register(app, engine) {
    registerEtapaSeletiva(app, engine);
    registerMotivoSolicitacao(app, engine);
    registerCandidato(app, engine);
  },
};
