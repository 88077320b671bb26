/** The Pesquisa module's screens (engine/react/module-manifest.ts); their components live with the evaluation's questionnaire, in renderers/avaliacao/pesquisas/. */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    minhasPesquisas: () => import('../avaliacao/pesquisas/MinhasPesquisas').then((m) => m.MinhasPesquisas),
    resultadosPesquisa: () => import('../avaliacao/pesquisas/ResultadosPesquisa').then((m) => m.ResultadosPesquisa),
    npsPesquisas: () => import('../avaliacao/pesquisas/NpsPesquisas').then((m) => m.NpsPesquisas),
  },
};
