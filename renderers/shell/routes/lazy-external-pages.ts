/**
 * The candidate's portal pages that bring the generic form (rjsf, ajv) or the attachments
 * screen: loaded on first use, so the login pages stay small.
 */
import { lazy } from 'react';
import { lazyInKit } from '../kit/lazy-in-kit';

/** The generic form, in the shell's kit. */
export const LazyCandidatePortalFormPage = lazyInKit(() =>
  import('../external/CandidatePortalFormPage').then((module) => module.CandidatePortalFormPage),
);

export const LazyDocumentosAnexosPage = lazy(() =>
  import('../external/DocumentosAnexosPage').then((module) => ({ default: module.DocumentosAnexosPage })),
);

// The questionnaire: the candidate's evaluations and answering one.
export const LazyAvaliacoesPage = lazy(() => import('../external/AvaliacoesPage').then((module) => ({ default: module.AvaliacoesPage })));

export const LazySolicitacaoAvaliacaoPage = lazy(() =>
  import('../external/SolicitacaoAvaliacaoPage').then((module) => ({ default: module.SolicitacaoAvaliacaoPage })),
);
