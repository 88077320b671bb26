/** The module's screens and form extensions (engine/react/module-manifest.ts). Each part adds its entries. */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    entrevistaDesligamento: () => import('./desligamento/EntrevistaDesligamento').then((m) => m.EntrevistaDesligamento),
    modelosEntrevistaDesligamento: () => import('./desligamento/ModelosEntrevista').then((m) => m.ModelosEntrevista),
  },
  formExtensions: {},
};
