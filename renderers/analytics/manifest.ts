/** Analytics' screens: the six dashboards (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    analyticsVagas: () => import('./Vagas').then((m) => m.Vagas),
    analyticsCargosSalarios: () => import('./CargosSalarios').then((m) => m.CargosSalarios),
    analyticsDesenvolvimento: () => import('./Desenvolvimento').then((m) => m.Desenvolvimento),
    analyticsSst: () => import('./Sst').then((m) => m.Sst),
    analyticsTalento: () => import('./Talento').then((m) => m.Talento),
    analyticsDesempenho: () => import('./Desempenho').then((m) => m.Desempenho),
  },
};
