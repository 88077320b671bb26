import { describe, expect, it } from 'vitest';
import { mover, posicao, type Colunas } from './arrumacao';

const colunas: Colunas = { caixasEsquerda: ['R', 'C', 'P', 'A'], caixasDireita: ['T', 'F', 'S', 'U'] };

describe('mover uma caixa', () => {
  it('para a outra coluna, na posição pedida', () => {
    expect(mover(colunas, 'C', 'caixasDireita', 1)).toEqual({ caixasEsquerda: ['R', 'P', 'A'], caixasDireita: ['T', 'C', 'F', 'S', 'U'] });
  });
  it('dentro da mesma coluna, contando a posição sem ela', () => {
    expect(mover(colunas, 'R', 'caixasEsquerda', 2)).toEqual({ caixasEsquerda: ['C', 'P', 'R', 'A'], caixasDireita: ['T', 'F', 'S', 'U'] });
  });
  it('uma posição além do fim vai para o fim; antes do começo, para o começo', () => {
    expect(mover(colunas, 'U', 'caixasEsquerda', 99).caixasEsquerda).toEqual(['R', 'C', 'P', 'A', 'U']);
    expect(mover(colunas, 'U', 'caixasEsquerda', -1).caixasEsquerda).toEqual(['U', 'R', 'C', 'P', 'A']);
  });
  it('posição de uma caixa', () => {
    expect(posicao(colunas, 'S')).toEqual({ coluna: 'caixasDireita', indice: 2 });
  });
});
