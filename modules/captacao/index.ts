import type { ServerModule } from '../module';
import { registerAnexos } from './anexos';
import { registerAnuncio } from './anuncio';
import { registerLgpd } from './lgpd';
import { registerAnuncioAmigo } from './anuncio-amigo';
import { registerCandidato } from './candidato';
import { registerEtapaSeletiva } from './etapa-seletiva';
import { registerMotivoSolicitacao } from './motivo-solicitacao';
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
    registerAnexos(app, engine);
    registerLgpd(app, engine);
  },
};
