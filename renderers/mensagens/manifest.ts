/** Mensagens' screens (engine/react/module-manifest.ts): the list a box's "ver todas" opens. */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    mensagens: () => import('./ListaMensagens').then((m) => m.ListaMensagens),
  },
};
