/** Desenvolvimento's screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    participantesTurma: () => import('./turmas/ParticipantesTurma').then((m) => m.ParticipantesTurma),
    presencaTurma: () => import('./presenca/ListaDePresenca').then((m) => m.ListaDePresenca),
    avaliacoesTurma: () => import('./presenca/AvaliacoesDaTurma').then((m) => m.AvaliacoesDaTurma),
  },
  formExtensions: {
    turma: () => import('./turmas/TurmaFormExtras').then((m) => m.TurmaFormExtras),
    curso: () => import('./turmas/TurmasDoCurso').then((m) => m.TurmasDoCurso),
    metaTreinamento: () => import('./metas/IndicadorMeta').then((m) => m.IndicadorMeta),
    modeloCertificado: () => import('./certificados/ModeloCertificadoDesigner').then((m) => m.ModeloCertificadoExtras),
    colaboradorCertificacao: () => import('./certificados/ImprimirCertificado').then((m) => m.CertificacaoDoTalentoExtras),
  },
  portal: {
    pages: [{ path: 'presenca', access: 'anyone', load: () => import('./presenca/PresencaPublica').then((m) => m.PresencaPublica) }],
  },
};
