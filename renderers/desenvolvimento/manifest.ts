/** Desenvolvimento's screens and form extensions (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {},
  formExtensions: {
    modeloCertificado: () => import('./certificados/ModeloCertificadoDesigner').then((m) => m.ModeloCertificadoExtras),
    colaboradorCertificacao: () => import('./certificados/ImprimirCertificado').then((m) => m.CertificacaoDoTalentoExtras),
  },
};
