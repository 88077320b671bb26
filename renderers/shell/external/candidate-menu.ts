/** The candidate's entries (spec §2.4): the modules' portal pages, then "Sair"; buttons on wide screens, a menu on narrow ones. */
import type { IconName } from '@blueprintjs/core';
import { portalMenu } from '../plugins/portal-parts';
import { withEmpresaId } from './external-links';

export interface CandidateEntry {
  text: string;
  icon: IconName;
  /** Absent for "Sair", which is an action. */
  to?: string;
}

export function candidateEntries(candidatoId: number, empresaId: number | undefined): CandidateEntry[] {
  return [
    ...portalMenu.map(({ text, icon, to }) => ({ text, icon, to: withEmpresaId(to(candidatoId), empresaId) })),
    { text: 'Sair', icon: 'log-out' },
  ];
}

/** The greeting shows at most 20 characters of the name (spec §2.4). */
export function greetingName(nome: string): string {
  return nome.slice(0, 20).trimEnd();
}
