import type { ServerModule } from '../module';
import { registerAnuncio } from './anuncio';
import { registerAnuncioAmigo } from './anuncio-amigo';
import { registerCandidato } from './candidato';
import { registerEtapaSeletiva } from './etapa-seletiva';
import { registerMotivoSolicitacao } from './motivo-solicitacao';
import { registerPortalCandidato } from './portal-candidato';
import { registerSolicitacaoPessoal } from './solicitacao';

export const captacao: ServerModule = {
  name: 'captacao',
  register(app, engine) {
    registerEtapaSeletiva(app, engine);
    registerMotivoSolicitacao(app, engine);
    registerSolicitacaoPessoal(app, engine);
    registerAnuncio(app, engine);
    registerAnuncioAmigo(app, engine);
    registerCandidato(app, engine);
    registerPortalCandidato(app, engine);
  },
};
