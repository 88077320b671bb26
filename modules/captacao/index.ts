import type { ServerModule } from '../module';
import { registerAnexos } from './anexos';
import { registerAnuncio } from './anuncio';
import { registerLgpd } from './lgpd';
import { registerAnuncioAmigo } from './anuncio-amigo';
import { registerCandidato } from './candidato';
import { registerEtapaSeletiva } from './etapa-seletiva';
import { registerMotivoSolicitacao } from './motivo-solicitacao';
import { registerPortalCandidato } from './portal-candidato';
import { registerSolicitacaoPessoal } from './solicitacao';
import { cargo } from './relatorios/cargo';
import { duracaoVaga } from './relatorios/duracao-vaga';
import { qualificacaoCadastralSolicitacao } from './relatorios/qualificacao-cadastral-solicitacao';
import { vagaMotivo } from './relatorios/vaga-motivo';

export const captacao: ServerModule = {
  name: 'captacao',
  reports: { cargo, 'duracao-vaga': duracaoVaga, 'qualificacao-cadastral-solicitacao-pessoal': qualificacaoCadastralSolicitacao, 'vaga-motivo': vagaMotivo },
  register(app, engine) {
    registerEtapaSeletiva(app, engine);
    registerMotivoSolicitacao(app, engine);
    registerSolicitacaoPessoal(app, engine);
    registerAnuncio(app, engine);
    registerAnuncioAmigo(app, engine);
    registerCandidato(app, engine);
    registerPortalCandidato(app, engine);
    registerAnexos(app, engine);
    registerLgpd(app, engine);
  },
};
