/** Desenvolvimento's screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    participantesTurma: () => import('./turmas/ParticipantesTurma').then((m) => m.ParticipantesTurma),
  },
  formExtensions: {
    turma: () => import('./turmas/TurmaFormExtras').then((m) => m.TurmaFormExtras),
    curso: () => import('./turmas/TurmasDoCurso').then((m) => m.TurmasDoCurso),
  },
};
