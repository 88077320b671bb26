import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../engine/api-types';
import { filterMenu, flattenMenu, normalizeText } from './menu-filter';

const menu: MenuItem[] = [
  {
    label: 'R&S',
    children: [
      { label: 'Cadastros', children: [{ label: 'Etapas Seletivas', path: '/captacao/etapas-seletivas' }, { label: 'Áreas de Interesse', path: '/captacao/areas-interesse' }] },
      { label: 'Solicitação de Pessoal', path: '/captacao/solicitacoes-pessoal' },
    ],
  },
  { label: 'Ajuda', href: 'https://exemplo.invalid/ajuda' },
];

describe('menu filter', () => {
  it('normalises case and accents', () => {
    expect(normalizeText('SOLICITAÇÃO Área')).toBe('solicitacao area');
  });

  it('lists every entry with a destination and its breadcrumb', () => {
    expect(flattenMenu(menu).map((e) => e.breadcrumb.join(' > '))).toEqual([
      'R&S > Cadastros > Etapas Seletivas',
      'R&S > Cadastros > Áreas de Interesse',
      'R&S > Solicitação de Pessoal',
      'Ajuda',
    ]);
  });

  it('ignores case and accents in the text typed and in the labels', () => {
    expect(filterMenu(menu, 'solicitacao').map((e) => e.path)).toEqual(['/captacao/solicitacoes-pessoal']);
    expect(filterMenu(menu, 'AREAS').map((e) => e.path)).toEqual(['/captacao/areas-interesse']);
    expect(filterMenu(menu, 'áreás').map((e) => e.path)).toEqual(['/captacao/areas-interesse']);
  });

  it('matches parents in the breadcrumb and every word typed', () => {
    expect(filterMenu(menu, 'cadastros')).toHaveLength(2);
    expect(filterMenu(menu, 'cadastros etapas').map((e) => e.path)).toEqual(['/captacao/etapas-seletivas']);
    expect(filterMenu(menu, 'inexistente')).toEqual([]);
  });

  it('finds nothing for blank text', () => {
    expect(filterMenu(menu, '   ')).toEqual([]);
  });
});
