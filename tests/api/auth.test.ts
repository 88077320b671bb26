import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../server/auth/login-throttle';
import { ADMIN, NORTE, useTestApp } from '../support/test-app';

const statements: string[] = [];
const t = useTestApp({ sessionIdleMinutes: 0.02, onQuery: (s) => statements.push(s) });

describe('sessão interna', () => {
  it('userinfo deslogado responde 200 com authenticated:false', async () => {
    const response = await t.request('GET', '/api/userinfo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authenticated: false, autenticadoRh: false, parametrosDoSistema: { versao: expect.any(String) } });
  });

  it('empresas do CPF: o usuário 1 vê todas; os outros, as suas; CPF incompleto, nenhuma', async () => {
    expect((await t.request('GET', '/api/login/empresas?cpf=529.982.247-25')).json()).toEqual([
      { id: 1, nome: 'Empresa Demonstração' },
      { id: 2, nome: 'Filial Norte' },
    ]);
    expect((await t.request('GET', `/api/login/empresas?cpf=${NORTE.cpf}`)).json()).toEqual([{ id: 2, nome: 'Filial Norte' }]);
    expect((await t.request('GET', '/api/login/empresas?cpf=5299822')).json()).toEqual([]);
  });

  it('valida o login com as mensagens da especificação', async () => {
    const response = await t.request('POST', '/api/login', { body: { cpf: '52998224725' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'senha', message: 'Senha é obrigatória' },
      { field: 'empresaId', message: 'Empresa é obrigatória' },
    ]);
    const wrong = await t.request('POST', '/api/login', { body: { ...ADMIN, senha: 'errada123' } });
    expect(wrong.statusCode).toBe(401);
    const otherCompany = await t.request('POST', '/api/login', { body: { ...NORTE, empresaId: 1, senha: 'demo1234' } });
    expect(otherCompany.statusCode).toBe(401);
  });

  it('login dá cookie httpOnly novo a cada vez; logout encerra a sessão', async () => {
    const first = await t.request('POST', '/api/login', { body: { ...ADMIN, senha: 'demo1234' } });
    const cookie = first.cookies.find((c) => c.name === 'rh_sessao')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const again = await t.login(ADMIN);
    expect(again).not.toBe(`rh_sessao=${cookie.value}`);
    const info = (await t.request('GET', '/api/userinfo', { cookie: again })).json();
    expect(info).toMatchObject({ authenticated: true, empresa: { id: 1, nome: 'Empresa Demonstração' }, usuario: { cpf: '52998224725' } });
    expect(info.authorities).toEqual(expect.arrayContaining(['ROLE_CAD_ETAPA_SELETIVA', 'ROLE_ASSISTENTE_RH']));
    expect(info.menu.map((m: { label: string }) => m.label)).toEqual(expect.arrayContaining(['Captação', 'Cargos e Salários']));
    await t.request('POST', '/api/logout', { cookie: again });
    expect((await t.request('GET', '/api/etapas-seletivas', { cookie: again })).statusCode).toBe(401);
    const { rows } = await sql<{ count: number }>`select count(*)::integer as count from sessao`.execute(t.engine.database.owner);
    expect(rows[0]!.count).toBeGreaterThan(0);
  });

  it('sessão ociosa expira', async () => {
    const cookie = await t.login(ADMIN);
    expect((await t.request('GET', '/api/etapas-seletivas', { cookie })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const expired = await t.request('GET', '/api/etapas-seletivas', { cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Sessão expirada.');
  });

  it('sem a autoridade do recurso: 403 "Não autorizado."', async () => {
    await sql`update perfil set administrador = false, authorities = '["ROLE_CAD_IDIOMA"]'::jsonb where nome = 'Administrador'`.execute(t.engine.database.owner);
    try {
      const cookie = await t.login(NORTE);
      expect((await t.request('GET', '/api/idiomas', { cookie })).statusCode).toBe(200);
      const denied = await t.request('GET', '/api/etapas-seletivas', { cookie });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ code: 'FORBIDDEN', message: 'Não autorizado.' });
      const meta = (await t.request('GET', '/api/meta/entities', { cookie })).json();
      expect(meta.find((e: { name: string }) => e.name === 'etapaSeletiva').can).toEqual({ read: false, write: false });
      const menu = JSON.stringify((await t.request('GET', '/api/userinfo', { cookie })).json().menu);
      expect(menu).toContain('Idiomas');
      expect(menu).not.toContain('Etapas Seletivas');
    } finally {
      await sql`update perfil set administrador = true where nome = 'Administrador'`.execute(t.engine.database.owner);
    }
  });

  it('bloqueia a conta depois de 5 senhas erradas, escrita de qualquer jeito e de qualquer X-Forwarded-For', async () => {
    const attempt = (cpf: string, ip = '10.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': ip }, payload: { cpf, senha: 'chute1234', empresaId: 2 } });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await attempt('39053344705', `10.0.0.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401]);
    for (const cpf of ['390.533.447-05', ' 39053344705 ', '390 533 447 05']) {
      const locked = await attempt(cpf, '203.0.113.9');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(
        'Acesso bloqueado temporariamente por excesso de tentativas com senha incorreta. Tente novamente em 15 minutos ou use "Esqueci minha senha".',
      );
    }
    // Even the right password waits for the lock to end.
    const right = await t.request('POST', '/api/login', { body: { cpf: '39053344705', senha: 'demo1234', empresaId: 2 } });
    expect(right.statusCode).toBe(429);
    t.engine.loginThrottle = new LoginThrottle();
  });

  it('bloqueia o endereço que tenta muitos CPFs (password spraying) e não revela se o CPF existe', async () => {
    const cpfs = ['52998224725', '11144477735', '39053344705', '15350946056', '87748248800'];
    for (let i = 0; i < 20; i++) {
      const response = await t.request('POST', '/api/login', { body: { cpf: cpfs[i % cpfs.length], senha: `chute${i}x`, empresaId: 1 } });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.request('POST', '/api/login', { body: { ...ADMIN, senha: 'demo1234' } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Muitas tentativas de login deste endereço. Tente novamente em 15 minutos.');
    t.engine.loginThrottle = new LoginThrottle();
  });

  it('uma página custa o mesmo número de comandos SQL, qualquer que seja o tamanho (sem N+1)', async () => {
    const cookie = await t.login(ADMIN);
    const count = async (size: number) => {
      statements.length = 0;
      const response = await t.request('GET', `/api/grupos-ocupacionais?size=${size}`, { cookie });
      expect(response.statusCode).toBe(200);
      return statements.length;
    };
    const small = await count(1);
    expect(small).toBeLessThanOrEqual(3);
    expect(await count(50)).toBe(small);
  });
});
