/** The candidate's evaluations as `GET /api/externo/avaliacoes` answers them, and the links to them. */
import { withEmpresaId } from '../../shell/external/external-links';

export type { AvaliacaoDoCandidato } from '../../../modules/captacao/avaliacao/avaliacao.api';

export function linkResponder(solicitacaoId: number, avaliacaoId: number | undefined, empresaId: number | undefined): string {
  const avaliacao = avaliacaoId === undefined ? '' : `&avaliacaoId=${avaliacaoId}`;
  return withEmpresaId(`/externo/solicitacao-avaliacao?solicitacaoId=${solicitacaoId}${avaliacao}`, empresaId);
}

export const linkAvaliacoes = (empresaId: number | undefined) => withEmpresaId('/externo/avaliacoes', empresaId);
