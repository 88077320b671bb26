import { describe, expect, it } from 'vitest';
import { chaveDaLinha, repetido } from './competencia';

describe('competência de uma linha da matriz', () => {
  it('a chave é o tipo e a referência desse tipo', () => {
    expect(chaveDaLinha({ tipoCompetencia: 'H', habilidade: { id: 4 }, conhecimento: { id: 9 } })).toBe('H:4');
    expect(chaveDaLinha({ tipoCompetencia: 'C', habilidade: { id: 4 } })).toBeUndefined();
    expect(chaveDaLinha({ conhecimento: { id: 9 } })).toBeUndefined();
  });

  it('repetido aponta o primeiro item cuja chave já apareceu', () => {
    const linhas = [{ tipoCompetencia: 'C', conhecimento: { id: 1 } }, { tipoCompetencia: 'A', atitude: { id: 1 } }, {}, { tipoCompetencia: 'C', conhecimento: { id: 1 } }];
    expect(repetido(linhas, chaveDaLinha)).toBe(3);
    expect(repetido(linhas.slice(0, 3), chaveDaLinha)).toBeUndefined();
  });
});
