/**
 * A hand-written screen plugs in by one declaration (`schemas/<modulo>/telas/`, a file this
 * suite only copies in): it appears in the menu of who holds its authority, in the permissions
 * tree a profile grants from, and in `GET /api/meta/telas` for the shell to route to — with no
 * server or shell code. Its component comes from the module's manifest (shell test).
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MenuItem, ScreenMeta } from '../../engine/api-types';
import type { AuthorityNode } from '../../engine/authority-tree';
import { useTestApp } from '../support/test-app';

const schemasDir = join(mkdtempSync(join(tmpdir(), 'rh-tela-')), 'schemas');
cpSync(resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
cpSync(resolve(import.meta.dirname, '../support/tela-painel'), schemasDir, { recursive: true });

const t = useTestApp({ schemasDir });

const entry = (items: MenuItem[], label: string): MenuItem | undefined => items.find((item) => item.label === label);

describe('uma tela escrita à mão entra por declaração', () => {
  it('no menu, nas telas do shell e na árvore de permissões', async () => {
    const menu = (await t.request('GET', '/api/userinfo', { cookie: t.admin })).json().menu as MenuItem[];
    expect(entry(menu, 'Avaliação')?.children).toContainEqual({ label: 'Painel de Teste', path: '/avaliacao/painel-teste' });

    const screens = (await t.request('GET', '/api/meta/telas', { cookie: t.admin })).json() as ScreenMeta[];
    expect(screens.find((s) => s.name === 'painelTeste')).toEqual({
      name: 'painelTeste',
      module: 'avaliacao',
      label: 'Painel de Teste',
      route: '/avaliacao/painel-teste',
      renderer: 'painelTeste',
      data: { eixoX: 'desempenho' },
      can: { read: true },
    });
    // The screens recruitment and utilities declare: the selection board opens with the link's read right.
    expect(screens.find((s) => s.name === 'processoSeletivo')).toMatchObject({ route: '/captacao/processo-seletivo/:id', can: { read: true } });

    const tree = (await t.request('GET', '/api/meta/autoridades', { cookie: t.admin })).json() as AuthorityNode[];
    expect(entry(tree as MenuItem[], 'Avaliação')?.children).toContainEqual({ label: 'Painel de Teste', authorities: ['ROLE_PAINEL_TESTE'] });
  });

  it('quem não tem a permissão não a vê no menu e a tela responde que não pode abri-la', async () => {
    const perfil = await t.request('POST', '/api/perfis', { cookie: t.admin, body: { nome: 'Só idiomas', authorities: ['ROLE_CAD_IDIOMA'] } });
    expect(perfil.statusCode, perfil.body).toBe(201);
    const usuario = await t.request('POST', '/api/usuarios', {
      cookie: t.admin,
      body: { nome: 'Ivo Idiomas', cpf: '39053344705', email: 'ivo@example.com', senhaHash: 'segredo-forte', acessos: [{ empresa: { id: 1 }, perfil: { id: perfil.json().id } }] },
    });
    expect(usuario.statusCode, usuario.body).toBe(201);
    const ivo = await t.login({ cpf: '39053344705', empresaId: 1 }, 'segredo-forte');
    const menu = (await t.request('GET', '/api/userinfo', { cookie: ivo })).json().menu as MenuItem[];
    // Avaliação may still show what every user has (Minhas Avaliações), never the screen.
    expect(entry(menu, 'Avaliação')?.children ?? []).not.toContainEqual(expect.objectContaining({ label: 'Painel de Teste' }));
    const screens = (await t.request('GET', '/api/meta/telas', { cookie: ivo })).json() as ScreenMeta[];
    expect(screens.find((s) => s.name === 'painelTeste')?.can).toEqual({ read: false });

    const granted = await t.request('POST', '/api/perfis', { cookie: t.admin, body: { nome: 'Avaliadores', authorities: ['ROLE_PAINEL_TESTE'] } });
    expect(granted.statusCode, granted.body).toBe(201);
  });
});
