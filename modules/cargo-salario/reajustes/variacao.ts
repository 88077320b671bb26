import { centavos } from '../salarios/historico';

/** A proposal beside the current value: the difference and the percentage (none over a zero). */
export const variacao = (atual: number, proposto: number) => ({
  diferenca: centavos(proposto - atual),
  percentual: atual ? centavos(((proposto - atual) / atual) * 100) : null,
});
