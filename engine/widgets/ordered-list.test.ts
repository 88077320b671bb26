import { describe, expect, it } from 'vitest';
import { inOrder, moved, movedTo, nextNumber, placed, shuffled } from './ordered-list';

const list = (...names: string[]) => names.map((texto, i) => ({ texto, ordem: i + 1 }));
const names = (items: Record<string, unknown>[]) => items.map((item) => `${item.ordem}:${item.texto}`);

describe('lista ordenada por um número', () => {
  it('ordena pelo número e renumera de 1 a n; sem número vai para o fim', () => {
    expect(names(inOrder([{ texto: 'c', ordem: 9 }, { texto: 'x' }, { texto: 'a', ordem: 2 }], 'ordem'))).toEqual(['1:a', '2:c', '3:x']);
  });

  it('a nova entra no número pedido, antes da que o tinha; sem número, no fim', () => {
    expect(nextNumber(list('a', 'b'))).toBe(3);
    expect(names(placed(list('a', 'b', 'c'), { texto: 'n', ordem: 2 }, undefined, 'ordem'))).toEqual(['1:a', '2:n', '3:b', '4:c']);
    expect(names(placed(list('a', 'b'), { texto: 'n' }, undefined, 'ordem'))).toEqual(['1:a', '2:b', '3:n']);
  });

  it('editar o número muda o lugar da pergunta', () => {
    expect(names(placed(list('a', 'b', 'c'), { texto: 'c', ordem: 1 }, 2, 'ordem'))).toEqual(['1:c', '2:a', '3:b']);
    expect(names(placed(list('a', 'b', 'c'), { texto: 'a', ordem: 2 }, 0, 'ordem'))).toEqual(['1:b', '2:a', '3:c']);
    expect(names(placed(list('a', 'b', 'c'), { texto: 'a', ordem: 3 }, 0, 'ordem'))).toEqual(['1:b', '2:c', '3:a']);
  });

  it('sobe e desce um lugar; nas pontas fica', () => {
    expect(names(moved(list('a', 'b', 'c'), 2, -1, 'ordem'))).toEqual(['1:a', '2:c', '3:b']);
    expect(names(moved(list('a', 'b'), 0, -1, 'ordem'))).toEqual(['1:a', '2:b']);
  });

  it('arrastada, vai para o lugar da outra e as do meio deslizam', () => {
    expect(names(movedTo(list('a', 'b', 'c', 'd'), 0, 2, 'ordem'))).toEqual(['1:b', '2:c', '3:a', '4:d']);
    expect(names(movedTo(list('a', 'b', 'c', 'd'), 3, 1, 'ordem'))).toEqual(['1:a', '2:d', '3:b', '4:c']);
    expect(names(movedTo(list('a', 'b'), 1, 1, 'ordem'))).toEqual(['1:a', '2:b']);
  });

  it('embaralha e renumera, com as mesmas perguntas', () => {
    const sequence = [0.1, 0.9, 0.5];
    const result = shuffled(list('a', 'b', 'c', 'd'), 'ordem', () => sequence.shift() ?? 0);
    expect(result.map((item) => item.ordem)).toEqual([1, 2, 3, 4]);
    expect(result.map((item) => item.texto).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(result.map((item) => item.texto)).not.toEqual(['a', 'b', 'c', 'd']);
  });
});
