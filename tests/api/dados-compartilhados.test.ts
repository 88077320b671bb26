/**
 * Reference data declared `scope: global` (bairros) is shared by every company: only the system
 * administrator (the user who sees every company) changes it; any company's user reads it.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const refusal = { code: 'SHARED_DATA', message: 'Somente o administrador do sistema altera dados compartilhados por todas as empresas.' };

describe('dados compartilhados entre empresas', () => {
  it('o administrador de uma empresa lê os bairros mas não inclui, altera nem exclui', async () => {
    const listed = (await t.request('GET', '/api/bairros?nome=Aldeota', { cookie: t.norte })).json().content;
    expect(listed).toHaveLength(1);
    const aldeota = listed[0];
    const created = await t.request('POST', '/api/bairros', { cookie: t.norte, body: { nome: 'Bairro Invasor', cidade: aldeota.cidade } });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(refusal);
    const changed = await t.request('PUT', `/api/bairros/${aldeota.id}`, { cookie: t.norte, body: { ...aldeota, nome: 'Renomeado' } });
    expect(changed.json()).toEqual(refusal);
    const removed = await t.request('DELETE', `/api/bairros/${aldeota.id}`, { cookie: t.norte });
    expect(removed.json()).toEqual(refusal);
    const after = (await t.request('GET', `/api/bairros/${aldeota.id}`, { cookie: t.admin })).json();
    expect(after.nome).toBe('Aldeota');
    const meta = (await t.request('GET', '/api/meta/entities/bairro', { cookie: t.norte })).json();
    expect(meta.can).toEqual({ read: true, write: false });
  });

  it('o administrador do sistema altera os bairros', async () => {
    const aldeota = (await t.request('GET', '/api/bairros?nome=Aldeota', { cookie: t.admin })).json().content[0];
    const created = await t.request('POST', '/api/bairros', { cookie: t.admin, body: { nome: 'Bairro Novo', cidade: aldeota.cidade } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.request('DELETE', `/api/bairros/${created.json().id}`, { cookie: t.admin })).statusCode).toBe(204);
    const meta = (await t.request('GET', '/api/meta/entities/bairro', { cookie: t.admin })).json();
    expect(meta.can).toEqual({ read: true, write: true });
  });
});
