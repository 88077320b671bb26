/**
 * What the HTTP layer refuses before any route runs: another site's form or script writing
 * with the user's cookie, bodies that are not JSON or are nested without end, values no
 * column can hold; and the security headers every answer carries.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

const post = (url: string, headers: Record<string, string>, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: t.admin, ...headers }, payload });

describe('proteções HTTP', () => {
  it('recusa a escrita vinda de outro site (Sec-Fetch-Site ou Origin), inclusive de outra porta do mesmo host', async () => {
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ nome: 'Klingon' });
    for (const headers of <Record<string, string>[]>[{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'http://localhost:8080' }, { origin: 'https://atacante.invalid' }]) {
      const response = await post('/api/idiomas', { ...json, ...headers }, body);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ code: 'CROSS_SITE', message: 'Requisição de outro site recusada.' });
    }
    const portal = await post('/api/externo/login', { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, 'cpf=39053344705&senha=demo1234&empresaId=1');
    expect(portal.statusCode).toBe(403);
    expect((await t.request('GET', '/api/idiomas?nome=Klingon', { cookie: t.admin })).json().content).toEqual([]);
    const same = await post('/api/idiomas', { ...json, 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }, JSON.stringify({ nome: 'Esperanto' }));
    expect(same.statusCode, same.body).toBe(201);
    const sameHost = await post('/api/idiomas', { ...json, host: 'rh.exemplo.com.br', origin: 'https://rh.exemplo.com.br' }, JSON.stringify({ nome: 'Latim' }));
    expect(sameHost.statusCode, sameHost.body).toBe(201);
  });

  it('a API só lê JSON: um formulário (form-encoded ou texto) não cria registros', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await post('/api/idiomas', { 'content-type': type }, 'nome=Tupi');
      expect([400, 415], type).toContain(response.statusCode);
    }
    expect((await t.request('GET', '/api/idiomas?nome=Tupi', { cookie: t.admin })).json().content).toEqual([]);
  });

  it('JSON aninhado sem fim, malformado ou com __proto__: 400 em pt-BR', async () => {
    const json = { 'content-type': 'application/json' };
    for (const payload of ['['.repeat(100_000) + ']'.repeat(100_000), '{"nome":', '{"__proto__":{"admin":true}}']) {
      const response = await post('/api/idiomas', json, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'INVALID_BODY', message: 'Corpo da requisição inválido.' });
    }
  });

  it('valores que nenhuma coluna guarda: 400, nunca 500', async () => {
    const login = await post('/api/externo/login', { 'content-type': 'application/json' }, JSON.stringify({ cpf: '39053344705', senha: 'x', empresaId: 99999999999 }));
    expect(login.statusCode).toBe(400);
    const huge = { id: 99999999999 };
    for (const id of ['0', '99999999999']) {
      const limite = await t.request('POST', `/api/solicitacoes-pessoal/validarLimiteCargo/${id}`, { cookie: t.admin, body: { areaOrganizacional: huge, cargo: huge, quantidade: 1 } });
      expect([400, 404], limite.body).toContain(limite.statusCode);
    }
    const id = await t.request('GET', '/api/idiomas/99999999999', { cookie: t.admin });
    expect(id.statusCode).toBeLessThan(500);
  });

  it('um corpo de 11 MB recebe 413 com a mensagem em pt-BR', async () => {
    const response = await post('/api/idiomas', { 'content-type': 'application/json' }, JSON.stringify({ nome: 'x'.repeat(11 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'O conteúdo enviado é grande demais.' });
  });

  it('cabeçalhos de segurança: CSP sem script inline e sem moldura de outro site', async () => {
    const response = await t.request('GET', '/api/userinfo');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
