/** Avaliação's screens (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    minhasAvaliacoes: () => import('./MinhasAvaliacoes').then((m) => m.MinhasAvaliacoes),
    responderParticipante: () => import('./ResponderParticipante').then((m) => m.ResponderParticipante),
  },
};
