/** The Assistente RH's form extensions (engine/react/module-manifest.ts): the panel "Sugestões" beside the forms it suggests for. */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  formExtensions: {
    cargo: () => import('./SugestoesDoCargo').then((m) => m.SugestoesDoCargo),
    modeloAvaliacao: () => import('./SugestoesDaPesquisa').then((m) => m.SugestoesDaPesquisa),
  },
};
