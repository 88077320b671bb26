/** Recruitment's screens, form extensions and candidate portal pages (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

const candidatePortalForm = () => import('./portal/CandidatePortalFormPage').then((m) => m.CandidatePortalFormPage);

export const manifest: ModuleManifest = {
  screens: {
    processoSeletivo: () => import('./ProcessoSeletivoScreen').then((m) => m.ProcessoSeletivoScreen),
  },
  formExtensions: {
    candidato: () => import('./CandidatoFormExtras').then((m) => m.CandidatoFormExtras),
    avaliacaoCandidato: () => import('../avaliacao/RespostasDoQuestionario').then((m) => m.RespostasDaAvaliacaoCandidato),
  },
  portal: {
    pages: [
      { path: 'anuncios', access: 'anyone', load: () => import('./portal/JobAdsPage').then((m) => m.JobAdsPage) },
      { path: 'candidatos/new', access: 'visitor', load: candidatePortalForm, inKit: true },
      { path: 'candidatos/:id', access: 'candidate', load: candidatePortalForm, inKit: true },
      { path: 'candidato-solicitacoes', access: 'candidate', load: () => import('./portal/MinhasCandidaturasPage').then((m) => m.MinhasCandidaturasPage) },
      { path: 'candidatos/:id/documentos-anexos', access: 'candidate', load: () => import('./portal/DocumentosAnexosPage').then((m) => m.DocumentosAnexosPage) },
      // The questionnaire: the candidate's evaluations and answering one.
      { path: 'avaliacoes', access: 'candidate', load: () => import('./portal/AvaliacoesPage').then((m) => m.AvaliacoesPage) },
      { path: 'solicitacao-avaliacao', access: 'candidate', load: () => import('./portal/SolicitacaoAvaliacaoPage').then((m) => m.SolicitacaoAvaliacaoPage) },
    ],
    // The candidate's entries of spec §2.4 ("Sair" is the portal's own), and what they applied to (issue 12 §6).
    menu: [
      { text: 'Vagas Abertas', icon: 'briefcase', to: () => '/externo/anuncios' },
      { text: 'Minhas candidaturas', icon: 'history', to: () => '/externo/candidato-solicitacoes' },
      { text: 'Editar Cadastro', icon: 'edit', to: (id) => `/externo/candidatos/${id}` },
      { text: 'Anexar Documentos', icon: 'paperclip', to: (id) => `/externo/candidatos/${id}/documentos-anexos` },
      { text: 'Alterar Senha', icon: 'key', to: (id) => `/externo/candidatos/${id}?tab=senha` },
    ],
    // Came from "Candidatar-me" on an ad: the application is made once signed in.
    async afterLogin(provider, query) {
      const solicitacaoId = Number(query.get('solicitacaoId')) || undefined;
      if (!solicitacaoId) return;
      const { applyToJob } = await import('./portal/ApplyButton');
      await applyToJob(provider, solicitacaoId);
    },
  },
};
