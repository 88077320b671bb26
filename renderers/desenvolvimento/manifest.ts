/** Desenvolvimento's screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {},
  formExtensions: {
    metaTreinamento: () => import('./metas/IndicadorMeta').then((m) => m.IndicadorMeta),
  },
};
