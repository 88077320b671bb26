/** SST's screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {},
  formExtensions: {
    colaboradorAfastamento: () => import('./afastamentos/AtestadosDoAfastamento').then((m) => m.AtestadosDoAfastamento),
    colaborador: () => import('./afastamentos/AfastamentosDoTalento').then((m) => m.AfastamentosDoTalento),
    grupoHomogeneo: () => import('./grupos-homogeneos/CondicoesPorHistorico').then((m) => m.CondicoesPorHistorico),
    matrizRisco: () => import('./matriz/MatrizGrade').then((m) => m.MatrizGrade),
  },
};
