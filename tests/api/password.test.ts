import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';

const t = useTestApp();

/** The demo user with a restricted profile: changing their password disturbs no other test. */
const GESTORA = { cpf: '71460238001', empresaId: 1 };
const PATH = '/api/userinfo/usuario/alterar-senha';

describe('Alterar Minha Senha', () => {
  it('exige sessão interna', async () => {
    expect((await t.request('PATCH', PATH, { body: {} })).statusCode).toBe(401);
  });

  it('valida com as mensagens da especificação', async () => {
    const cookie = await t.login(GESTORA);
    const empty = await t.request('PATCH', PATH, { cookie, body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([
      { field: 'senha', message: 'Senha é obrigatória' },
      { field: 'novaSenha', message: 'Nova senha é obrigatória' },
      { field: 'confirmacaoNovaSenha', message: 'Confirmação da nova senha é obrigatória' },
    ]);
    const mismatch = await t.request('PATCH', PATH, { cookie, body: { senha: 'demo1234', novaSenha: 'curta', confirmacaoNovaSenha: 'outra' } });
    expect(mismatch.json().fields).toEqual([
      { field: 'novaSenha', message: 'A nova senha deve ter ao menos 8 caracteres' },
      { field: 'confirmacaoNovaSenha', message: 'A senha não foi confirmada corretamente. Por favor, confira.' },
    ]);
    const wrong = await t.request('PATCH', PATH, { cookie, body: { senha: 'errada123', novaSenha: 'nova-senha-1', confirmacaoNovaSenha: 'nova-senha-1' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'senha', message: 'Senha atual incorreta.' }]);
  });

  it('troca a senha, mantém esta sessão e encerra as outras', async () => {
    const here = await t.login(GESTORA);
    const elsewhere = await t.login(GESTORA);
    const body = { senha: 'demo1234', novaSenha: 'nova-senha-1', confirmacaoNovaSenha: 'nova-senha-1' };
    expect((await t.request('PATCH', PATH, { cookie: here, body })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/cargos', { cookie: here })).statusCode).toBe(200);
    expect((await t.request('GET', '/api/cargos', { cookie: elsewhere })).statusCode).toBe(401);
    expect((await t.request('POST', '/api/login', { body: { ...GESTORA, senha: 'demo1234' } })).statusCode).toBe(401);
    expect((await t.request('POST', '/api/login', { body: { ...GESTORA, senha: 'nova-senha-1' } })).statusCode).toBe(200);
  });
});
