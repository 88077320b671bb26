/** Mensagens' screens (engine/react/module-manifest.ts): the list a box's "ver todas" opens, and the help the side navigation opens. */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    mensagens: () => import('./ListaMensagens').then((m) => m.ListaMensagens),
    ajuda: () => import('./Ajuda').then((m) => m.Ajuda),
  },
};
