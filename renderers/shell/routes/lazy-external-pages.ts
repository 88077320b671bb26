/**
 * The candidate's portal pages that bring the generic form (rjsf, ajv) or the attachments
 * screen: loaded on first use, so the login pages stay small.
 */
import { lazy } from 'react';

export const LazyCandidatePortalFormPage = lazy(() =>
  import('../external/CandidatePortalFormPage').then((module) => ({ default: module.CandidatePortalFormPage })),
);

export const LazyDocumentosAnexosPage = lazy(() =>
  import('../external/DocumentosAnexosPage').then((module) => ({ default: module.DocumentosAnexosPage })),
);

// The questionnaire: the candidate's evaluations and answering one.
export const LazyAvaliacoesPage = lazy(() => import('../external/AvaliacoesPage').then((module) => ({ default: module.AvaliacoesPage })));

export const LazySolicitacaoAvaliacaoPage = lazy(() =>
  import('../external/SolicitacaoAvaliacaoPage').then((module) => ({ default: module.SolicitacaoAvaliacaoPage })),
);
