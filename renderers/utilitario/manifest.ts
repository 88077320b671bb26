/** Utilities' screens (engine/react/module-manifest.ts). */
import type { ModuleManifest } from '../../engine/react/module-manifest';

export const manifest: ModuleManifest = {
  screens: {
    backup: () => import('./backup/BackupScreen').then((m) => m.BackupScreen),
    copiaCadastros: () => import('./copia-cadastros/CopiaCadastrosScreen').then((m) => m.CopiaCadastrosScreen),
    configuracaoEmpresa: () => import('./CompanyConfigScreen').then((m) => m.CompanyConfigScreen),
    autenticador: { load: () => import('./licenca/AutenticadorScreen').then((m) => m.AutenticadorScreen), inKit: false },
    integracoes: () => import('./integracoes/IntegracoesScreen').then((m) => m.IntegracoesScreen),
    enviarSugestao: () => import('./SugestaoScreen').then((m) => m.SugestaoScreen),
  },
  publicPages: [{ path: '/novaInstalacao/gerarTicket', load: () => import('./licenca/AutenticadorPublico').then((m) => m.AutenticadorPublico) }],
};
