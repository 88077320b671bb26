import { describe, expect, it } from 'vitest';
import { aprovacao } from './regra';

const base = { diasDaTurma: 4, presencas: 3, minimoFrequencia: 75, avaliacoes: [], resultados: new Map<number, number>() };

describe('aprovação do participante', () => {
  it('frequência = presenças / dias × 100, com duas casas; sem avaliações, ela decide', () => {
    expect(aprovacao(base)).toEqual({ percentualFrequencia: 75, aprovado: true });
    expect(aprovacao({ ...base, diasDaTurma: 3, presencas: 2 })).toEqual({ percentualFrequencia: 66.67, aprovado: false });
  });

  it('turma sem dias: ninguém aprovado, nem com mínimo zero', () => {
    expect(aprovacao({ ...base, diasDaTurma: 0, presencas: 0, minimoFrequencia: 0 })).toEqual({ percentualFrequencia: 0, aprovado: false });
  });

  it('cada avaliação precisa de resultado no mínimo; sem mínimo, basta haver resultado', () => {
    const avaliacoes = [
      { avaliacaoCursoId: 1, minimo: 7 },
      { avaliacaoCursoId: 2, minimo: null },
    ];
    expect(aprovacao({ ...base, avaliacoes, resultados: new Map([[1, 7]]) }).aprovado).toBe(false);
    expect(aprovacao({ ...base, avaliacoes, resultados: new Map([[1, 7], [2, 0]]) }).aprovado).toBe(true);
    expect(aprovacao({ ...base, avaliacoes, resultados: new Map([[1, 6.99], [2, 0]]) }).aprovado).toBe(false);
    expect(aprovacao({ ...base, presencas: 2, avaliacoes, resultados: new Map([[1, 10], [2, 10]]) }).aprovado).toBe(false);
  });
});
