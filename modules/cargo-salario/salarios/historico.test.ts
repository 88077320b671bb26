import { describe, expect, it } from 'vitest';
import { centavos, dataRepetida, emOrdem, maisRecente, vigenteEm } from './historico';
import { valorPorIndice } from './indices';
import { salarioNaData } from './faixas';

const salarioMinimo = [
  { data: '2025-01-01', valor: 1518 },
  { data: '2026-01-01', valor: 1621 },
];

describe('histórico datado', () => {
  it('vale na data a entrada mais recente não posterior a ela', () => {
    expect(vigenteEm(salarioMinimo, '2024-12-31')).toBeUndefined();
    expect(vigenteEm(salarioMinimo, '2025-01-01')?.valor).toBe(1518);
    expect(vigenteEm(salarioMinimo, '2025-12-31')?.valor).toBe(1518);
    expect(vigenteEm([...salarioMinimo].reverse(), '2026-06-30')?.valor).toBe(1621);
  });

  it('ordena, acha a mais recente e recusa duas entradas na mesma data', () => {
    expect(emOrdem([...salarioMinimo].reverse()).map((h) => h.data)).toEqual(['2025-01-01', '2026-01-01']);
    expect(maisRecente(salarioMinimo)?.data).toBe('2026-01-01');
    expect(dataRepetida(salarioMinimo)).toBeUndefined();
    expect(dataRepetida([...salarioMinimo, { data: '2025-01-01' }])).toBe('Há mais de um histórico em 01/01/2025.');
  });

  it('por índice: o valor do índice na data × quantidade, ao centavo', () => {
    expect(valorPorIndice(salarioMinimo, '2025-06-01', 1.15)).toBe(1745.7);
    expect(valorPorIndice(salarioMinimo, '2026-02-01', 1.15)).toBe(1864.15);
    expect(valorPorIndice(salarioMinimo, '2024-06-01', 2)).toBeUndefined();
    expect(centavos(0.1 + 0.2)).toBe(0.3);
  });
});

describe('salário da faixa numa data', () => {
  const indices = new Map([[7, salarioMinimo]]);
  const historicos = [
    { data: '2025-01-01', tipo: 3, valor: 2000 },
    { data: '2025-07-01', tipo: 2, indice: { id: 7 }, quantidade: 2 },
  ];

  it('por valor, o da entrada; por índice, segue o índice depois da data da entrada', () => {
    expect(salarioNaData(historicos, indices, '2024-01-01')).toEqual({ valor: null, vigenteDesde: null, tipo: null });
    expect(salarioNaData(historicos, indices, '2025-03-01')).toEqual({ valor: 2000, vigenteDesde: '2025-01-01', tipo: 3 });
    expect(salarioNaData(historicos, indices, '2025-08-01')).toEqual({ valor: 3036, vigenteDesde: '2025-07-01', tipo: 2 });
    expect(salarioNaData(historicos, indices, '2026-01-01')).toEqual({ valor: 3242, vigenteDesde: '2025-07-01', tipo: 2 });
  });
});
