/** The candidate's five entries (spec §2.4), as buttons on wide screens and a menu on narrow ones. */
import type { IconName } from '@blueprintjs/core';
import { withEmpresaId } from './external-links';

export interface CandidateEntry {
  text: string;
  icon: IconName;
  /** Absent for "Sair", which is an action. */
  to?: string;
}

export function candidateEntries(candidatoId: number, empresaId: number | undefined): CandidateEntry[] {
  const link = (path: string) => withEmpresaId(path, empresaId);
  return [
    { text: 'Vagas Abertas', icon: 'briefcase', to: link('/externo/anuncios') },
    { text: 'Editar Cadastro', icon: 'edit', to: link(`/externo/candidatos/${candidatoId}`) },
    { text: 'Anexar Documentos', icon: 'paperclip', to: link(`/externo/candidatos/${candidatoId}/documentos-anexos`) },
    { text: 'Alterar Senha', icon: 'key', to: link(`/externo/candidatos/${candidatoId}?tab=senha`) },
    { text: 'Sair', icon: 'log-out' },
  ];
}

/** The greeting shows at most 20 characters of the name (spec §2.4). */
export function greetingName(nome: string): string {
  return nome.slice(0, 20).trimEnd();
}
