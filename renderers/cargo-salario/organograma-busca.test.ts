import { describe, expect, it } from 'vitest';
import type { AreaNoOrganograma } from '../../modules/cargo-salario/areas/areas.api';
import { buscar, fechadasAoAbrir } from './organograma-busca';

const no = (id: number, nome: string, filhas: AreaNoOrganograma[] = [], responsavel?: string): AreaNoOrganograma => ({
  id,
  nome,
  descricaoHierarquia: nome,
  ativo: true,
  responsaveis: responsavel ? [{ id: 100 + id, nome: responsavel }] : [],
  coResponsaveis: [],
  quantidadeColaboradores: 0,
  quantidadeTotal: 0,
  filhas,
});
const arvore = [no(1, 'Diretoria', [no(2, 'Recursos Humanos', [no(3, 'Seleção', [], 'Márcia Lima')]), no(4, 'Operações')])];

describe('busca no organograma', () => {
  it('acha pelo nome da área ou de um responsável, sem acento nem caixa, e abre o caminho até ela', () => {
    expect(buscar(arvore, 'selecao')).toEqual({ achadas: new Set([3]), abrir: new Set([1, 2]) });
    expect(buscar(arvore, 'MARCIA').achadas).toEqual(new Set([3]));
    expect(buscar(arvore, '  ').achadas.size).toBe(0);
  });

  it('abre com o primeiro nível à mostra e o resto dobrado', () => {
    expect(fechadasAoAbrir(arvore)).toEqual(new Set([2]));
  });
});
