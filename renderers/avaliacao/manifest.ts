/** Avaliação's screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    acompanhamentosExperiencia: () => import('./experiencia/AcompanhamentosPrevistos').then((m) => m.AcompanhamentosPrevistos),
    nineBox: () => import('./ninebox/NineBoxScreen').then((m) => m.NineBoxScreen),
    minhasAvaliacoes: () => import('./MinhasAvaliacoes').then((m) => m.MinhasAvaliacoes),
    responderParticipante: () => import('./ResponderParticipante').then((m) => m.ResponderParticipante),
  },
  formExtensions: {
    colaborador: () => import('./experiencia/AcompanhamentosTalento').then((m) => m.AcompanhamentosTalento),
    colaboradorQuestionario: () => import('./RespostasDoQuestionario').then((m) => m.RespostasDoQuestionarioDoTalento),
  },
};
