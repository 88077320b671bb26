import { describe, expect, it } from 'vitest';
import { authorityTree, OTHER_AUTHORITIES } from './authority-tree';

const screen = (label: string, authorities: string[]) => ({ module: 'utilitario', resource: label.toLowerCase(), menu: { path: ['Utilitários', label] }, authorities });

describe('authorityTree', () => {
  it('a screen carries its authorities; the rest go under "Outras permissões" by name', () => {
    const tree = authorityTree([screen('Perfis', ['ROLE_PERFIL'])], ['ROLE_PERFIL', 'ROLE_X'], { ROLE_X: 'Coisa X' });
    expect(tree).toEqual([
      { label: 'Utilitários', children: [{ label: 'Perfis', authorities: ['ROLE_PERFIL'] }] },
      { label: OTHER_AUTHORITIES, children: [{ label: 'Coisa X', authorities: ['ROLE_X'] }] },
    ]);
  });

  it('a named authority stays a permission of its own even when a screen also takes it', () => {
    const tree = authorityTree([screen('Solicitações', ['ROLE_SOLICITACOES', 'ROLE_ASSISTENTE'])], ['ROLE_SOLICITACOES', 'ROLE_ASSISTENTE'], { ROLE_ASSISTENTE: 'Assistente' });
    expect(tree).toEqual([
      { label: 'Utilitários', children: [{ label: 'Solicitações', authorities: ['ROLE_SOLICITACOES'] }] },
      { label: OTHER_AUTHORITIES, children: [{ label: 'Assistente', authorities: ['ROLE_ASSISTENTE'] }] },
    ]);
  });
});
