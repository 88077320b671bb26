/**
 * Profiles and users kept through their screens' API: the permissions tree comes from the
 * declarations' menu, a profile grants only known permissions, a user made here signs in and
 * reaches only what the profile grants, and only the system administrator changes them.
 */
import { describe, expect, it } from 'vitest';
import type { AuthorityNode } from '../../engine/authority-tree';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const find = (nodes: AuthorityNode[], label: string): AuthorityNode | undefined => {
  for (const node of nodes) {
    if (node.label === label) return node;
    const inner = find(node.children ?? [], label);
    if (inner) return inner;
  }
  return undefined;
};

describe('perfis e usuários', () => {
  it('a árvore de permissões segue o menu das declarações', async () => {
    const tree = (await t.request('GET', '/api/meta/autoridades', { cookie: t.admin })).json() as AuthorityNode[];
    expect(tree.map((n) => n.label)).toEqual(expect.arrayContaining(['Captação', 'Cargos e Salários', 'Utilitários', 'Outras permissões']));
    expect(find(tree, 'Idiomas')).toEqual({ label: 'Idiomas', authorities: ['ROLE_CAD_IDIOMA'] });
    expect(find(tree, 'Duração das Vagas')).toEqual({ label: 'Duração das Vagas', authorities: ['ROLE_REL_DURACAO_VAGA'] });
    expect(find(tree, 'Assistente RH')).toEqual({ label: 'Assistente RH', authorities: ['ROLE_ASSISTENTE_RH'] });
  });

  it('um perfil só concede permissões que existem', async () => {
    const refused = await t.request('POST', '/api/perfis', { cookie: t.admin, body: { nome: 'Recrutamento', authorities: ['ROLE_CAD_IDIOMA', 'ROLE_CAD_IDIOMAS'] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'authorities', message: 'Permissão desconhecida: ROLE_CAD_IDIOMAS' }]);
  });

  it('um usuário criado aqui entra e vê em cada empresa o que o perfil dela concede; outro usuário não altera perfis', async () => {
    const perfil = await t.request('POST', '/api/perfis', { cookie: t.admin, body: { nome: 'Recrutamento', authorities: ['ROLE_CAD_IDIOMA'] } });
    const perfis = (await t.request('GET', '/api/perfis?unpaged=true&resumido=true', { cookie: t.admin })).json() as { id: number; nome: string }[];
    const administrador = perfis.find((p) => p.nome === 'Administrador')!;
    expect(perfil.statusCode, perfil.body).toBe(201);
    const usuario = await t.request('POST', '/api/usuarios', {
      cookie: t.admin,
      body: {
        nome: 'Rita Recrutadora',
        cpf: '39053344705',
        email: 'rita@example.com',
        senhaHash: 'segredo-forte',
        acessos: [
          { empresa: { id: 1 }, perfil: { id: perfil.json().id } },
          { empresa: { id: 2 }, perfil: { id: administrador.id } },
        ],
      },
    });
    expect(usuario.statusCode, usuario.body).toBe(201);
    expect(usuario.json().senhaHash).toBeUndefined();
    const rita = await t.login({ cpf: '39053344705', empresaId: 1 }, 'segredo-forte');
    const menu = JSON.stringify((await t.request('GET', '/api/userinfo', { cookie: rita })).json().menu);
    expect(menu).toContain('Idiomas');
    expect(menu).not.toContain('Etapas Seletivas');
    expect((await t.request('GET', '/api/etapas-seletivas', { cookie: rita })).statusCode).toBe(403);
    // The same user is an administrator in the other company.
    const ritaNorte = await t.login({ cpf: '39053344705', empresaId: 2 }, 'segredo-forte');
    expect((await t.request('GET', '/api/etapas-seletivas', { cookie: ritaNorte })).statusCode).toBe(200);
    const repeated = await t.request('POST', '/api/usuarios', {
      cookie: t.admin,
      body: { nome: 'Outro', cpf: '93541134780', acessos: [{ empresa: { id: 1 }, perfil: { id: administrador.id } }, { empresa: { id: 1 }, perfil: { id: perfil.json().id } }] },
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toEqual([{ field: 'acessos', message: 'Empresa Demonstração aparece mais de uma vez: dê um só perfil por empresa.' }]);

    const byNorte = await t.request('PUT', `/api/perfis/${perfil.json().id}`, { cookie: t.norte, body: { ...(perfil.json() as object), authorities: [] } });
    expect(byNorte.statusCode).toBe(403);
  });
});
