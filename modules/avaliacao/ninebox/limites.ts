/**
 * The Nine Box's four limits, and the §5 message of those left empty: "O campo de X é
 * obrigatório." for one, "Os campos de X e Y são obrigatórios." for several (X: the field's title).
 */
export const LIMITES = ['percentualBaixoPotencial', 'percentualAltoPotencial', 'percentualBaixoDesempenho', 'percentualAltoDesempenho'] as const;

export type Limite = (typeof LIMITES)[number];

export function camposObrigatorios(titulos: string[]): string | undefined {
  if (!titulos.length) return undefined;
  if (titulos.length === 1) return `O campo de ${titulos[0]} é obrigatório.`;
  return `Os campos de ${titulos.slice(0, -1).join(', ')} e ${titulos.at(-1)} são obrigatórios.`;
}
