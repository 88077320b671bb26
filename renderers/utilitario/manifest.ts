/** Utilities' screens (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    configuracaoEmpresa: () => import('./CompanyConfigScreen').then((m) => m.CompanyConfigScreen),
    enviarSugestao: () => import('./SugestaoScreen').then((m) => m.SugestaoScreen),
  },
};
