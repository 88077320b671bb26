/** SST's screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    prontuario: () => import('./saude/Prontuario').then((m) => m.Prontuario),
  },
  formExtensions: {
    colaboradorAfastamento: () => import('./afastamentos/AtestadosDoAfastamento').then((m) => m.AtestadosDoAfastamento),
    colaborador: () => import('./saude/ParteDoTalento').then((m) => m.ParteDoTalento),
    matrizRisco: () => import('./matriz/MatrizGrade').then((m) => m.MatrizGrade),
  },
};
