/**
 * Switching the session's company without logging out (POST /api/sessao/empresa): the user gets a
 * new session in the chosen company — its lists show only that company's data, user-info names it —
 * the old token ends, and a company the user may not enter is refused on the field.
 */
import { describe, expect, it } from 'vitest';
import { NORTE, useTestApp } from '../support/test-app';

const t = useTestApp();

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) => `rh_sessao=${response.cookies.find((c) => c.name === 'rh_sessao')!.value}`;
const nomesDasAreas = async (cookie: string) =>
  ((await t.request('GET', '/api/areas-organizacionais?unpaged=true&resumido=true', { cookie })).json() as { nome: string }[]).map((a) => a.nome);

describe('trocar de empresa', () => {
  it('as listas passam a mostrar só os dados da nova empresa; o token antigo deixa de valer', async () => {
    const cookie = t.admin;
    const criada = await t.request('POST', '/api/areas-organizacionais', { cookie, body: { nome: 'Área Só da Matriz' } });
    expect(criada.statusCode, criada.body).toBe(201);
    expect(await nomesDasAreas(cookie)).toContain('Área Só da Matriz');

    const trocada = await t.request('POST', '/api/sessao/empresa', { cookie, body: { empresaId: NORTE.empresaId } });
    expect(trocada.statusCode, trocada.body).toBe(200);
    expect(trocada.json().empresa.id).toBe(NORTE.empresaId);
    const nova = sessionCookie(trocada);
    expect(nova).not.toBe(cookie);

    expect((await t.request('GET', '/api/userinfo', { cookie: nova })).json().empresa.id).toBe(NORTE.empresaId);
    const daNorte = await nomesDasAreas(t.norte);
    expect(await nomesDasAreas(nova)).toEqual(daNorte);
    expect(daNorte).not.toContain('Área Só da Matriz');
    expect((await t.request('GET', '/api/userinfo', { cookie })).json().authenticated).toBe(false);

    // And back again.
    const volta = await t.request('POST', '/api/sessao/empresa', { cookie: nova, body: { empresaId: 1 } });
    expect(volta.statusCode, volta.body).toBe(200);
    expect(await nomesDasAreas(sessionCookie(volta))).toContain('Área Só da Matriz');
  });

  it('uma empresa que o usuário não alcança é recusada no campo; sem sessão, 401', async () => {
    const recusada = await t.request('POST', '/api/sessao/empresa', { cookie: t.norte, body: { empresaId: 1 } });
    expect(recusada.statusCode, recusada.body).toBe(400);
    expect(recusada.json().fields).toEqual([{ field: 'empresaId', message: 'Selecione uma empresa.' }]);
    expect((await t.request('GET', '/api/userinfo', { cookie: t.norte })).json().empresa.id).toBe(NORTE.empresaId);
    expect((await t.request('POST', '/api/sessao/empresa', { body: { empresaId: 1 } })).statusCode).toBe(401);
  });
});
