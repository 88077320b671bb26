/**
 * The Teste Palográfico's quantitative results (Alves & Esteves' correction): productivity is
 * the total of strokes (palos) over the five one-minute intervals of the test's second part;
 * the NOR (Nível de Oscilação Rítmica) is the sum of the absolute differences between
 * consecutive intervals × 100 / total, kept to its first decimal (truncated, as the manual's
 * hand correction does: 32 × 100 / 650 = 4,9). Each is classified by the company's table:
 * four upper limits split the scale into five classes, the last open-ended.
 */

export const INTERVALOS = 5;

/** Classes from lowest to highest; the codes stored with a result. */
export const CLASSES = ['MB', 'B', 'M', 'A', 'MA'] as const;
export type Classe = (typeof CLASSES)[number];

export function produtividade(tempos: readonly number[]): number {
  return tempos.reduce((total, palos) => total + palos, 0);
}

export function somaDiferencas(tempos: readonly number[]): number {
  return tempos.slice(1).reduce((soma, palos, i) => soma + Math.abs(palos - tempos[i]!), 0);
}

/** NOR to one decimal, truncated; 0 with no strokes at all (nothing oscillated). */
export function nor(tempos: readonly number[]): number {
  const total = produtividade(tempos);
  if (!total) return 0;
  // Integer arithmetic: tenths = floor(diferenças × 1000 / total), no floating-point drift.
  return Math.floor((somaDiferencas(tempos) * 1000) / total) / 10;
}

/** The class of a value under ascending upper limits ("até"): at or below the first, the lowest. */
export function classificar(valor: number, limites: readonly [number, number, number, number]): Classe {
  const index = limites.findIndex((limite) => valor <= limite);
  return CLASSES[index < 0 ? CLASSES.length - 1 : index]!;
}
