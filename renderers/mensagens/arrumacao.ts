/** Moving a box of the home page: the two columns after a drag or a move button, and the body that saves them. */
import type { ArrumacaoCaixas, CaixasMensagens, TipoMensagem } from '../../modules/mensagens/mensagens.api';

export type Coluna = 'caixasEsquerda' | 'caixasDireita';
export type Colunas = Record<Coluna, TipoMensagem[]>;

export const outraColuna = (coluna: Coluna): Coluna => (coluna === 'caixasEsquerda' ? 'caixasDireita' : 'caixasEsquerda');

/** `tipo` taken from where it is and put in `destino` at `indice` (counted without it; clamped to the column). */
export function mover(colunas: Colunas, tipo: TipoMensagem, destino: Coluna, indice: number): Colunas {
  const sem = (lista: TipoMensagem[]) => lista.filter((t) => t !== tipo);
  const proximas: Colunas = { caixasEsquerda: sem(colunas.caixasEsquerda), caixasDireita: sem(colunas.caixasDireita) };
  const alvo = [...proximas[destino]];
  alvo.splice(Math.max(0, Math.min(indice, alvo.length)), 0, tipo);
  return { ...proximas, [destino]: alvo };
}

/** Where a box is: its column and position. */
export function posicao(colunas: Colunas, tipo: TipoMensagem): { coluna: Coluna; indice: number } {
  const esquerda = colunas.caixasEsquerda.indexOf(tipo);
  return esquerda >= 0 ? { coluna: 'caixasEsquerda', indice: esquerda } : { coluna: 'caixasDireita', indice: colunas.caixasDireita.indexOf(tipo) };
}

export function colunasDe(caixas: CaixasMensagens): Colunas {
  return { caixasEsquerda: caixas.caixasEsquerda.map((c) => c.tipo), caixasDireita: caixas.caixasDireita.map((c) => c.tipo) };
}

/** The body of PUT /api/mensagens/caixas for these columns and the boxes minimised in them. */
export function arrumacaoDe(caixas: CaixasMensagens, colunas: Colunas): ArrumacaoCaixas {
  const minimizadas = [...caixas.caixasEsquerda, ...caixas.caixasDireita].filter((c) => c.minimizado).map((c) => c.tipo);
  return { ...colunas, caixasMinimizadas: minimizadas };
}

/** The boxes as the columns now order them (what the screen shows before the server answers). */
export function reordenar(caixas: CaixasMensagens, colunas: Colunas): CaixasMensagens {
  const todas = new Map([...caixas.caixasEsquerda, ...caixas.caixasDireita].map((c) => [c.tipo, c]));
  const de = (tipos: TipoMensagem[]) => tipos.map((t) => todas.get(t)!).filter(Boolean);
  return { ...caixas, caixasEsquerda: de(colunas.caixasEsquerda), caixasDireita: de(colunas.caixasDireita) };
}
