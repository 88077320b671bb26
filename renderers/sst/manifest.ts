/** SST's screens and form extensions (engine/react/module-manifest.ts). */
import { createElement, Fragment } from 'react';
import type { Load, ModuleManifest } from '../../engine/react/module-manifest';
import type { FormExtensionProps } from '../../engine/react/shell-kit';

/** Several parts of this module extend one form (the talent's): shown one after the other, in this order. */
const emSequencia =
  (...loads: Load<FormExtensionProps>[]): Load<FormExtensionProps> =>
  async () => {
    const partes = await Promise.all(loads.map((load) => load()));
    return function PartesDoFormulario(props: FormExtensionProps) {
      return createElement(Fragment, null, ...partes.map((Parte, i) => createElement(Parte, { key: i, ...props })));
    };
  };

export const manifest: ModuleManifest = {
  screens: {
    cartaoVacinacao: () => import('./vacinas/CartaoVacinacao').then((m) => m.CartaoVacinacao),
    vacinacaoEmLote: () => import('./vacinas/VacinacaoEmLote').then((m) => m.VacinacaoEmLote),
    prontuario: () => import('./saude/Prontuario').then((m) => m.Prontuario),
    loteEventosS2240: () => import('./esocial/LoteEventosS2240').then((m) => m.LoteEventosS2240),
  },
  formExtensions: {
    colaboradorAfastamento: () => import('./afastamentos/AtestadosDoAfastamento').then((m) => m.AtestadosDoAfastamento),
    colaborador: emSequencia(
      () => import('./afastamentos/AfastamentosDoTalento').then((m) => m.AfastamentosDoTalento),
      () => import('./saude/SaudeDoTalento').then((m) => m.SaudeDoTalento),
      () => import('./vacinas/VacinasDoTalento').then((m) => m.VacinasDoTalento),
    ),
    // Each history row's risk items, under the history rows they belong to.
    grupoHomogeneo: { load: () => import('./grupos-homogeneos/CondicoesPorHistorico').then((m) => m.CondicoesPorHistorico), placement: 'after' },
    matrizRisco: () => import('./matriz/MatrizGrade').then((m) => m.MatrizGrade),
    eventoS2240: () => import('./esocial/XmlDoEvento').then((m) => m.XmlDoEvento),
    // Each contract's signature image, under the contracts' list.
    profissionalSaude: { load: () => import('./saude/AssinaturasDosContratos').then((m) => m.AssinaturasDosContratos), placement: 'after' },
  },
};
