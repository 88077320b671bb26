import type { ServerModule } from '../../server/server-module';
import { registerAnexos } from './anexos/anexos';
import { seedDemoAnexos } from './anexos/demo';
import { registerAnuncio } from './anuncio/anuncio';
import { registerLgpd } from './lgpd/lgpd';
import { registerAnuncioAmigo } from './anuncio/amigo';
import { seedDemoAvaliacoes } from './avaliacao/demo';
import { registerAvaliacaoCandidato } from './avaliacao/rotas';
import { registerCandidato } from './candidato/candidato';
import { registerContratacaoTalento } from './selecao/contratacao-talento';
import { registerEtapaSeletiva } from './selecao/etapa-seletiva';
import { registerMotivoSolicitacao } from './solicitacao/motivo';
import { registerPalografico } from './palografico/registro';
import { registerPortalCandidato } from './portal/candidato';
import { registerSolicitacaoPessoal } from './solicitacao/solicitacao';
import { registerSolicitacaoAvisos } from './solicitacao/avisos';
import { avaliacaoCandidato } from './relatorios/avaliacao-candidato';
import { qualificacaoCadastralCandidato } from './relatorios/qualificacao-cadastral-candidato';
import { qualificacaoCadastralSolicitacao } from './relatorios/qualificacao-cadastral-solicitacao';
import { registerSelecaoRegras } from './selecao/selecao';
import { registerSelecaoRotas } from './selecao/rotas';
import { registerSelecaoPortal } from './selecao/portal';

export const captacao: ServerModule = {
  name: 'captacao',
  reports: {
    'qualificacao-cadastral-solicitacao-pessoal': qualificacaoCadastralSolicitacao,
    'qualificacao-cadastral-candidato': qualificacaoCadastralCandidato,
    'avaliacao-candidato': avaliacaoCandidato,
  },
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
    // Before the selection's rules: leaving a request removes its answers before its history rows.
    registerAvaliacaoCandidato(app, engine);
    registerSelecaoRegras(engine);
    registerSelecaoRotas(app, engine);
    registerSelecaoPortal(app, engine);
    registerContratacaoTalento(app, engine);
    registerPalografico(engine);
    registerSolicitacaoAvisos(app, engine);
  },
  async seedDemo(engine, { companyIds }) {
    await seedDemoAnexos(engine, companyIds[0]!);
    await seedDemoAvaliacoes(engine, companyIds);
  },
};
