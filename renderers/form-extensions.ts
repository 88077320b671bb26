/**
 * What a generic form shows besides its fields, by entity: hand-written parts that read the
 * form's values (engine/react/form-values.ts) without re-rendering it — the candidate's
 * homonym and duplicate-CPF warnings, its attached documents; an answered evaluation's answers.
 * Lent to the generic forms in the shell's kit (shell/kit/shell-kit.tsx).
 */
import type { ComponentType } from 'react';
import type { FormExtensionProps } from '../engine/react/shell-kit';
import { CandidatoFormExtras } from './captacao/CandidatoFormExtras';
import { RespostasDaAvaliacao } from './captacao/RespostasDaAvaliacao';

export const formExtensions: Record<string, ComponentType<FormExtensionProps>> = {
  candidato: CandidatoFormExtras,
  avaliacaoCandidato: RespostasDaAvaliacao,
};
