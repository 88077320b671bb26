/** Cargos e Salários' screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';
import { appDataProvider } from '../shell/app-data-provider';

export const manifest: ModuleManifest = {
  screens: {
    // The chart uses none of the generic screens' kit: it opens without loading it, its tree asked for at once.
    organograma: {
      load: () =>
        import('./Organograma').then((m) => {
          m.preloadOrganograma(appDataProvider);
          return m.Organograma;
        }),
      inKit: false,
    },
  },
  formExtensions: {
    faixaSalarial: () => import('./MatrizCompetencias').then((m) => m.MatrizCompetencias),
    colaborador: () => import('./NiveisCompetenciaTalento').then((m) => m.NiveisCompetenciaTalento),
  },
};
