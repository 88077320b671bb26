/**
 * Where a talent falls in the Nine Box (spec 02 §2): potencial and desempenho, each a
 * percentual, are low up to the low limit, high above the high one, medium between. The boxes
 * are numbered by potencial from high to low, and within it by desempenho from low to high:
 * box1 high potencial / low desempenho … box9 low potencial / high desempenho.
 */

export type Nivel = 'baixo' | 'medio' | 'alto';

export interface Limites {
  percentualBaixoPotencial: number;
  percentualAltoPotencial: number;
  percentualBaixoDesempenho: number;
  percentualAltoDesempenho: number;
}

export function nivel(percentual: number, baixo: number, alto: number): Nivel {
  return percentual <= baixo ? 'baixo' : percentual <= alto ? 'medio' : 'alto';
}

const LINHA_DO_POTENCIAL: Record<Nivel, number> = { alto: 0, medio: 1, baixo: 2 };
const COLUNA_DO_DESEMPENHO: Record<Nivel, number> = { baixo: 0, medio: 1, alto: 2 };

/** The box (1..9) of a potencial and a desempenho. */
export function boxDe(potencial: number, desempenho: number, limites: Limites): number {
  const linha = LINHA_DO_POTENCIAL[nivel(potencial, limites.percentualBaixoPotencial, limites.percentualAltoPotencial)];
  const coluna = COLUNA_DO_DESEMPENHO[nivel(desempenho, limites.percentualBaixoDesempenho, limites.percentualAltoDesempenho)];
  return linha * 3 + coluna + 1;
}

/**
 * The boxes in the order they are drawn, row by row from the top left: potencial on the vertical
 * axis (high on top) and desempenho on the horizontal (low at the left) — or, with the axes
 * inverted (a system parameter), desempenho vertical and potencial horizontal.
 */
export function boxesNaTela(eixoInvertido: boolean): number[][] {
  const linhas = [0, 1, 2].map((linha) => [0, 1, 2].map((coluna) => linha * 3 + coluna + 1));
  if (!eixoInvertido) return linhas;
  // Inverted: the top row is high desempenho (column 2), from low potencial (row 2) at the left.
  return [2, 1, 0].map((coluna) => [2, 1, 0].map((linha) => linha * 3 + coluna + 1));
}
