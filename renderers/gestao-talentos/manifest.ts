/** Gestão de talentos' screens, form extensions and the dynamic report's column picker (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    entrevistaDesligamento: () => import('./desligamento/EntrevistaDesligamento').then((m) => m.EntrevistaDesligamento),
    modelosEntrevistaDesligamento: () => import('./desligamento/ModelosEntrevista').then((m) => m.ModelosEntrevista),
  },
  formExtensions: {
    colaborador: () => import('./ocorrencias/ExtrasDoTalento').then((m) => m.ExtrasDoTalento),
  },
  reportWidgets: {
    'talento-dinamico': { colunas: () => import('./relatorio-dinamico/ColunasDinamicasWidget').then((m) => m.ColunasDinamicasWidget) },
  },
};
