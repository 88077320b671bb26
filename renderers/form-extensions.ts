/**
 * What a generic form shows besides its fields, by entity: hand-written parts that read the
 * form's values (engine/react/form-values.ts) without re-rendering it — the candidate's
 * homonym and duplicate-CPF warnings, its attached documents; an answered evaluation's answers.
 * Loaded with the form screen.
 */
import type { ComponentType } from 'react';
import { CandidatoFormExtras } from './captacao/CandidatoFormExtras';
import { RespostasDaAvaliacao } from './captacao/RespostasDaAvaliacao';

export interface FormExtensionProps {
  /** Id of the record being edited; undefined on a new one. */
  id?: string;
}

export const formExtensions: Record<string, ComponentType<FormExtensionProps>> = {
  candidato: CandidatoFormExtras,
  avaliacaoCandidato: RespostasDaAvaliacao,
};
