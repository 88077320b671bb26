import { describe, expect, it } from 'vitest';
import { descendentes, FILHAS_ATIVAS, hierarquias, MAE_INATIVA, MAE_INVALIDA, recusaNaArvore, type AreaNo } from './hierarquia';

const area = (id: number, nome: string, areaMaeId: number | null, ativo = true): AreaNo => ({ id, nome, areaMaeId, ativo });
const arvore = [area(1, 'Diretoria', null), area(2, 'RH', 1), area(3, 'Recrutamento', 2), area(4, 'TI', 1), area(5, 'Seleção', 3, false)];

describe('áreas em árvore', () => {
  it('descreve cada área da raiz até ela', () => {
    expect(hierarquias(arvore).get(5)).toBe('Diretoria > RH > Recrutamento > Seleção');
    expect(hierarquias(arvore).get(1)).toBe('Diretoria');
  });

  it('acha as áreas abaixo de uma, em qualquer nível', () => {
    expect(descendentes(arvore, 2).sort()).toEqual([3, 5]);
    expect(descendentes(arvore, 4)).toEqual([]);
  });

  it('um ciclo (que a escrita recusa) não prende a descrição', () => {
    expect(hierarquias([area(1, 'A', 2), area(2, 'B', 1)]).get(1)).toBe('B > A');
  });

  it('recusa mãe que é ela mesma ou está abaixo dela, e ativa fora da árvore', () => {
    expect(recusaNaArvore(arvore, area(2, 'RH', 3))).toEqual({ field: 'areaMae', message: MAE_INVALIDA });
    expect(recusaNaArvore(arvore, area(2, 'RH', 2))).toEqual({ field: 'areaMae', message: MAE_INVALIDA });
    expect(recusaNaArvore(arvore, area(2, 'RH', 1, false))).toEqual({ field: 'ativo', message: FILHAS_ATIVAS });
    expect(recusaNaArvore(arvore, area(3, 'Recrutamento', 2, false))).toBeUndefined();
    expect(recusaNaArvore([...arvore.slice(0, 4), area(6, 'Inativa', null, false)], area(7, 'Nova', 6))).toEqual({ field: 'ativo', message: MAE_INATIVA });
    expect(recusaNaArvore(arvore, area(4, 'TI', 2))).toBeUndefined();
  });
});
