/** Internal session calls: companies of a CPF, login, switching company, logout and the session state. */
import type { FastifyInstance } from 'fastify';
import type { UserInfo } from '../../engine/api-types';
import { loginSchema, type LoginBody } from '../../engine/forms/login';
import { buildMenu } from '../../engine/menu';
import type { Engine } from '../engine';
import { systemParameter } from '../system-parameters';
import { authoritiesOf, companiesOf, findAccount, findAccountByCpf } from './accounts';
import { clearSessionCookie, hasAny, requireSession, SESSION_COOKIE, setSessionCookie } from './guard';
import { errors } from '../errors';
import { attemptLogin, loginBody } from './login-attempt';
import { LOGIN_REQUEST_RATE } from './login-throttle';
import { verifyPassword } from './passwords';
import type { Session } from './sessions';

const switchCompanySchema = {
  type: 'object',
  properties: { empresaId: { type: 'integer', title: 'Empresa', errorMessage: 'Selecione uma empresa.' } },
  required: ['empresaId'],
  additionalProperties: false,
} as const;

export async function userInfo(engine: Engine, session: Session | null): Promise<UserInfo> {
  const parametrosDoSistema = {
    versao: engine.version,
    statusColabore: 'Inativo' as const,
    // The screen's values (Parâmetros do Sistema), else the installation's environment.
    codEmpresaSuporte: ((await systemParameter(engine, 'codEmpresaSuporte')) as string | undefined) ?? process.env.COD_EMPRESA_SUPORTE ?? null,
    codClienteSuporte: ((await systemParameter(engine, 'codClienteSuporte')) as string | undefined) ?? process.env.COD_CLIENTE_SUPORTE ?? null,
  };
  if (!session || session.kind !== 'interno') return { authenticated: false, autenticadoRh: false, parametrosDoSistema };
  if (!session.person) {
    const account = await findAccount(engine.db, session.usuarioId);
    session.person = { nome: account?.nome ?? '', cpf: account?.cpf ?? '', usuarioFortes: account?.usuarioFortes ?? false, empresas: await companiesOf(engine.db, session.usuarioId) };
  }
  const { empresas, ...usuario } = session.person;
  // A singleton's screen is its form: in the menu without a list.
  const readable = engine.registry.all().filter((e) => (e.operations.includes('list') || e.singleton) && hasAny(session, e.authorities?.read));
  const reports = engine.registry.reports.filter((r) => hasAny(session, r.authorities)).map((r) => ({ ...r, resource: r.name }));
  const screens = engine.registry.screens.filter((s) => hasAny(session, s.readAuthorities)).map((s) => ({ ...s, resource: s.name }));
  return {
    authenticated: true,
    autenticadoRh: false,
    usuario: { id: session.usuarioId, ...usuario },
    empresa: empresas.find((e) => e.id === session.empresaId),
    empresas,
    authorities: session.authorities,
    menu: [...buildMenu([...readable, ...reports, ...screens]), ...(await engine.menus.entries({ empresaId: session.empresaId, usuarioId: session.usuarioId }))],
    parametrosDoSistema,
    horaExpiracao: engine.sessions.expiresAt(session).toISOString(),
    possuiSst: false,
    linkChat: null,
  };
}

export function registerAuthRoutes(app: FastifyInstance, engine: Engine): void {
  app.get('/api/userinfo', { config: { openapi: { summary: 'Quem está na sessão, a empresa, as permissões e o menu', response: 'UserInfo' } } }, async (request) => userInfo(engine, request.session));

  app.get<{ Querystring: { cpf?: string } }>(
    '/api/login/empresas',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' }, openapi: { summary: 'As empresas de um CPF, para o login', response: 'EmpresaResumo[]' } } },
    async (request) => {
      const cpf = String(request.query.cpf ?? '').replace(/\D/g, '');
      if (cpf.length !== 11) return [];
      const account = await findAccountByCpf(engine.db, cpf);
      return account?.ativo ? companiesOf(engine.db, account.id) : [];
    },
  );

  app.post<{ Body: LoginBody }>(
    '/api/login',
    { config: { rateLimit: LOGIN_REQUEST_RATE, openapi: { summary: 'Entra com CPF, senha e empresa', body: loginSchema, response: 'UserInfo' } } },
    async (request, reply) => {
      const body = loginBody(request.body);
      const account = await attemptLogin(engine, request, `interno:${body.cpf}`, async () => {
        const found = await findAccountByCpf(engine.db, body.cpf);
        const passwordOk = await verifyPassword(found?.senhaHash, body.senha);
        if (!found || !found.ativo || !passwordOk) return null;
        const companies = await companiesOf(engine.db, found.id);
        return companies.some((c) => c.id === body.empresaId) ? found : null;
      });
      // A new token at every login: a token planted before login is worthless.
      await engine.sessions.destroy(request.cookies[SESSION_COOKIE]);
      const authorities = await authoritiesOf(engine.db, engine.registry, account.id, body.empresaId);
      const { token, session } = await engine.sessions.create('interno', account.id, body.empresaId, authorities);
      setSessionCookie(engine, reply, token);
      return userInfo(engine, session);
    },
  );

  app.post('/api/logout', { config: { openapi: { summary: 'Sai: encerra a sessão', response: 'Confirmacao' } } }, async (request, reply) => {
    await engine.sessions.destroy(request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply);
    return { ok: true };
  });

  // Switching company without logging out (spec 01 §3 `empresa`/`empresas`, §6): one of the companies the
  // login would offer, in a new session with that company's authorities and menu — a new token, as at
  // login, so every request after it, in this tab or another, reads the new company (tab-conflict.ts).
  app.post<{ Body: { empresaId: number } }>(
    '/api/sessao/empresa',
    { config: { openapi: { summary: 'Troca a empresa da sessão por outra das empresas do usuário, sem sair', body: switchCompanySchema, response: 'UserInfo' } } },
    async (request, reply) => {
      const usuarioId = requireSession(request, 'interno').usuarioId!;
      const { empresaId } = request.body;
      if (!(await companiesOf(engine.db, usuarioId)).some((c) => c.id === empresaId)) throw errors.validation([{ field: 'empresaId', message: 'Selecione uma empresa.' }]);
      await engine.sessions.destroy(request.cookies[SESSION_COOKIE]);
      const { token, session } = await engine.sessions.create('interno', usuarioId, empresaId, await authoritiesOf(engine.db, engine.registry, usuarioId, empresaId));
      setSessionCookie(engine, reply, token);
      return userInfo(engine, session);
    },
  );
}
