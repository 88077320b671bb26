/**
 * The order of a selection (issue 4 §3): a candidate goes through the request's selective
 * steps in their `ordem`; a step is recorded only after every earlier step was approved, and
 * a rejected or withdrawn candidate goes no further.
 */

import type { Etapa, Passagem } from './selecao.api';

/** What the order needs of a step. */
type EtapaDaOrdem = Pick<Etapa, 'id' | 'nome' | 'ordem'>;

export const APROVADO = 'A';
/** Results that end the candidate's path in the request. */
const ENCERRA = new Set(['R', 'D']);

/** Why recording `etapaId` for a candidate with these entries is refused; undefined when allowed. */
export function recusaRegistro(etapas: EtapaDaOrdem[], passagens: Passagem[], etapaId: number, ignorar?: number): string | undefined {
  const index = etapas.findIndex((e) => e.id === etapaId);
  if (index < 0) return 'Esta etapa não faz parte do processo seletivo da solicitação.';
  const outras = passagens.filter((p) => p.id !== ignorar);
  if (outras.some((p) => p.etapaId === etapaId)) return 'O candidato já tem registro nesta etapa.';
  const fim = outras.find((p) => ENCERRA.has(p.resultado) && p.etapaId !== etapaId);
  if (fim) return 'Candidato reprovado ou desistente não avança para outras etapas.';
  for (const anterior of etapas.slice(0, index)) {
    if (!outras.some((p) => p.etapaId === anterior.id && p.resultado === APROVADO)) {
      return `A etapa anterior "${anterior.nome}" ainda não foi aprovada.`;
    }
  }
  return undefined;
}

/** Why changing the result of the entry of `etapaId` is refused: later steps rest on its approval. */
export function recusaAlteracao(etapas: EtapaDaOrdem[], passagens: Passagem[], etapaId: number, resultado: string): string | undefined {
  if (resultado === APROVADO) return undefined;
  const ordem = etapas.find((e) => e.id === etapaId)?.ordem ?? 0;
  const posteriores = passagens.some((p) => (etapas.find((e) => e.id === p.etapaId)?.ordem ?? 0) > ordem);
  return posteriores ? 'Há etapas posteriores registradas para este candidato; remova-as antes de alterar este resultado.' : undefined;
}

/** The step a candidate stands at (their latest entry in step order) and the next one, if any. */
export function posicao<E extends EtapaDaOrdem>(etapas: E[], passagens: Passagem[]): { atual?: Passagem; proxima?: E } {
  const ordemDe = (p: Passagem) => etapas.findIndex((e) => e.id === p.etapaId);
  const atual = [...passagens].sort((a, b) => ordemDe(b) - ordemDe(a))[0];
  if (!atual) return { proxima: etapas[0] };
  return { atual, proxima: atual.resultado === APROVADO ? etapas[ordemDe(atual) + 1] : undefined };
}
