import { describe, expect, it } from 'vitest';
import { marcarArea, superiorMarcada, type AreaDaArvore } from './area-tree';

const area = (id: number, areaMaeId: number | null, ativo = true): AreaDaArvore => ({ id, nome: `Área ${id}`, areaMaeId, ativo });
// 1 Diretoria > 2 RH > 3 Recrutamento (and 5, inactive, with 6 under it); 1 > 4 TI
const arvore = [area(1, null), area(2, 1), area(3, 2), area(4, 1), area(5, 2, false), area(6, 5)];

describe('árvore de áreas', () => {
  it('marcar uma área marca as ativas abaixo dela; desmarcar desmarca', () => {
    expect(marcarArea(arvore, [], 2, true).sort()).toEqual([2, 3]);
    expect(marcarArea(arvore, [4], 1, true).sort()).toEqual([1, 2, 3, 4]);
    expect(marcarArea(arvore, [1, 2, 3, 4], 1, false)).toEqual([]);
    expect(marcarArea(arvore, [1, 2, 3, 4, 6], 2, false).sort()).toEqual([1, 4, 6]);
  });

  it('uma área abaixo de outra marcada não muda sozinha', () => {
    expect(superiorMarcada(arvore, [1], 3)).toBe(true);
    expect(superiorMarcada(arvore, [3], 3)).toBe(false);
    expect(superiorMarcada(arvore, [4], 3)).toBe(false);
    expect(superiorMarcada([area(1, 2), area(2, 1)], [], 1)).toBe(false);
  });
});
