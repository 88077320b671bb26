/** "Atualizar Meus Dados": the user's own name and e-mail, only with ROLE_CAD_INFO_PESSOAL. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

describe('meus dados', () => {
  it('lê e altera o próprio nome e e-mail, com as mensagens nos campos', async () => {
    const read = await t.request('GET', '/api/userinfo/meus-dados', { cookie: t.admin });
    expect(read.statusCode, read.body).toBe(200);
    expect(Object.keys(read.json().schema.properties)).toEqual(['nome', 'email']);
    expect(read.json().dados).toMatchObject({ nome: 'Administrador Demonstração' });

    const invalid = await t.request('PATCH', '/api/userinfo/meus-dados', { cookie: t.admin, body: { nome: 'Administrador', email: 'sem-arroba' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual([{ field: 'email', message: 'E-mail inválido.' }]);
    const saved = await t.request('PATCH', '/api/userinfo/meus-dados', { cookie: t.admin, body: { nome: 'Administradora da Demonstração', email: 'adm@exemplo.com.br', cpf: '11144477735' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.request('GET', '/api/userinfo/meus-dados', { cookie: t.admin })).json().dados).toEqual({ nome: 'Administradora da Demonstração', email: 'adm@exemplo.com.br' });
  });

  it('sem a permissão Atualizar Meus Dados: 403', async () => {
    const gestora = await t.login({ cpf: '71460238001', empresaId: 1 });
    expect((await t.request('GET', '/api/userinfo/meus-dados', { cookie: gestora })).statusCode).toBe(403);
  });
});
