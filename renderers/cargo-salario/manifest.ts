/** Cargos e Salários' screens (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    organograma: () => import('./Organograma').then((m) => m.Organograma),
  },
};
