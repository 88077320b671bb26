import type { ServerModule } from '../module';
import { registerAnexos } from './anexos';
import { registerAnuncio } from './anuncio';
import { registerLgpd } from './lgpd';
import { registerAnuncioAmigo } from './anuncio-amigo';
import { registerAvaliacaoCandidato } from './avaliacao-rotas';
import { registerCandidato } from './candidato';
import { registerContratacaoTalento } from './contratacao-talento';
import { registerEtapaSeletiva } from './etapa-seletiva';
import { registerMotivoSolicitacao } from './motivo-solicitacao';
import { registerPalografico } from './palografico-registro';
import { registerPortalCandidato } from './portal-candidato';
import { registerSolicitacaoPessoal } from './solicitacao';
import { registerSolicitacaoAvisos } from './solicitacao-avisos';
import { analiseEtapaSeletiva } from './relatorios/analise-etapa-seletiva';
import { avaliacaoCandidato } from './relatorios/avaliacao-candidato';
import { candidatoSelecao } from './relatorios/candidato-selecao';
import { cargo } from './relatorios/cargo';
import { divulgacaoVaga } from './relatorios/divulgacao-vaga';
import { estatisticasPreenchimentoVaga } from './relatorios/estatisticas-preenchimento-vaga';
import { indicacaoCandidato } from './relatorios/indicacao-candidato';
import { duracaoVaga } from './relatorios/duracao-vaga';
import { qualificacaoCadastralCandidato } from './relatorios/qualificacao-cadastral-candidato';
import { qualificacaoCadastralSolicitacao } from './relatorios/qualificacao-cadastral-solicitacao';
import { vagaMotivo } from './relatorios/vaga-motivo';
import { registerSelecaoRegras } from './selecao';
import { registerSelecaoRotas } from './selecao-rotas';
import { registerSelecaoPortal } from './selecao-portal';

export const captacao: ServerModule = {
  name: 'captacao',
  reports: {
    cargo,
    'duracao-vaga': duracaoVaga,
    'qualificacao-cadastral-solicitacao-pessoal': qualificacaoCadastralSolicitacao,
    'vaga-motivo': vagaMotivo,
    'candidato-selecao': candidatoSelecao,
    'analise-etapa-seletiva': analiseEtapaSeletiva,
    'divulgacao-vaga': divulgacaoVaga,
    'indicacao-candidato': indicacaoCandidato,
    'qualificacao-cadastral-candidato': qualificacaoCadastralCandidato,
    'estatisticas-preenchimento-vaga': estatisticasPreenchimentoVaga,
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
};
