/** The candidate's evaluations as `GET /api/externo/avaliacoes` answers them, and the links to them. */
import { withEmpresaId } from './external-links';

export interface AvaliacaoDoCandidato {
  solicitacaoId: number;
  /** The ad's title. */
  titulo: string;
  aberta: boolean;
  modelo: { id: number; titulo: string };
  respondida: boolean;
  data: string | null;
}

export function linkResponder(solicitacaoId: number, avaliacaoId: number | undefined, empresaId: number | undefined): string {
  const avaliacao = avaliacaoId === undefined ? '' : `&avaliacaoId=${avaliacaoId}`;
  return withEmpresaId(`/externo/solicitacao-avaliacao?solicitacaoId=${solicitacaoId}${avaliacao}`, empresaId);
}

export const linkAvaliacoes = (empresaId: number | undefined) => withEmpresaId('/externo/avaliacoes', empresaId);
