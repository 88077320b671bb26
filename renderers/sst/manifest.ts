/** SST's screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    loteEventosS2240: () => import('./esocial/LoteEventosS2240').then((m) => m.LoteEventosS2240),
  },
  formExtensions: {
    colaboradorAfastamento: () => import('./afastamentos/AtestadosDoAfastamento').then((m) => m.AtestadosDoAfastamento),
    colaborador: () => import('./afastamentos/AfastamentosDoTalento').then((m) => m.AfastamentosDoTalento),
    matrizRisco: () => import('./matriz/MatrizGrade').then((m) => m.MatrizGrade),
    eventoS2240: () => import('./esocial/XmlDoEvento').then((m) => m.XmlDoEvento),
  },
};
