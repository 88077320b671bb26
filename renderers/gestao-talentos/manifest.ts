/** Gestão de talentos' screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    entrevistaDesligamento: () => import('./desligamento/EntrevistaDesligamento').then((m) => m.EntrevistaDesligamento),
    modelosEntrevistaDesligamento: () => import('./desligamento/ModelosEntrevista').then((m) => m.ModelosEntrevista),
  },
  formExtensions: {
    colaborador: () => import('./ocorrencias/ExtrasDoTalento').then((m) => m.ExtrasDoTalento),
  },
};
