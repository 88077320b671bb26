import type { ServerModule } from '../module';
import { registerAnuncio } from './anuncio';
import { registerAnuncioAmigo } from './anuncio-amigo';
import { registerCandidato } from './candidato';
import { registerEtapaSeletiva } from './etapa-seletiva';
import { registerMotivoSolicitacao } from './motivo-solicitacao';
import { registerSolicitacaoPessoal } from './solicitacao';
import { cargo } from './relatorios/cargo';
import { duracaoVaga } from './relatorios/duracao-vaga';
import { qualificacaoCadastralSolicitacao } from './relatorios/qualificacao-cadastral-solicitacao';
import { vagaMotivo } from './relatorios/vaga-motivo';
import { registerSelecaoRegras } from './selecao';
import { registerSelecaoRotas } from './selecao-rotas';
import { registerSelecaoPortal } from './selecao-portal';

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
    registerSelecaoRegras(engine);
    registerSelecaoRotas(app, engine);
    registerSelecaoPortal(app, engine);
  },
};
