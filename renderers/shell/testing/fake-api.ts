/**
 * A scripted API for component tests: a fake fetch behind the real HTTP provider, so the
 * shell is tested with the provider it runs with.
 */
import type { EmpresaResumo, EntityMeta, MenuItem, UserInfo } from '../../../engine/api-types';
import { createHttpDataProvider } from '../../api/http-data-provider';
import type { HttpDataProviderOptions } from '../../api/http-data-provider';

export type Route = (request: { method: string; url: URL; body: unknown }) => { status?: number; body?: unknown } | undefined;

export const parametros = { versao: '1.0.0', statusColabore: 'Inativo', codEmpresaSuporte: null, codClienteSuporte: null } as const;

export const empresaDemo: EmpresaResumo = { id: 1, nome: 'Empresa Demonstração' };

export const menuDemo: MenuItem[] = [
  { label: 'R&S', children: [{ label: 'Cadastros', children: [{ label: 'Etapas Seletivas', path: '/captacao/etapas-seletivas' }] }] },
];

export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    authenticated: true,
    autenticadoRh: false,
    usuario: { id: 1, nome: 'Administrador', cpf: '52998224725', usuarioFortes: false },
    empresa: empresaDemo,
    empresas: [empresaDemo],
    authorities: ['ROLE_CAD_INFO_PESSOAL'],
    menu: menuDemo,
    parametrosDoSistema: { ...parametros },
    ...overrides,
  };
}

export const loggedOut: UserInfo = { authenticated: false, autenticadoRh: false, parametrosDoSistema: { ...parametros } };

export const etapaSeletiva = {
  name: 'etapaSeletiva',
  module: 'captacao',
  label: 'Etapa Seletiva',
  labelPlural: 'Etapas Seletivas',
  resource: 'etapas-seletivas',
  summary: 'nome',
  schema: { type: 'object', properties: { nome: { type: 'string' } } },
  list: { columns: ['nome'] },
  route: '/captacao/etapas-seletivas',
  operations: ['list', 'read', 'create', 'update', 'delete'],
  can: { read: true, write: false },
} as EntityMeta;

/** Answers with the first route that returns something; 404 otherwise. Records every call. */
export function fakeApi(routes: Route[], options: HttpDataProviderOptions = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    for (const route of routes) {
      const answer = route({ method, url, body });
      if (answer) return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ code: '404', message: 'O recurso solicitado não foi encontrado.' }), { status: 404 });
  };
  const provider = createHttpDataProvider({ fetch: fetch as typeof globalThis.fetch, ...options });
  return { provider, calls };
}

/** `GET path` answers `body`. */
export const get =
  (path: string, body: unknown, status = 200): Route =>
  ({ method, url }) =>
    method === 'GET' && url.pathname === `/api${path}` ? { status, body } : undefined;

export const post =
  (path: string, answer: (body: unknown) => { status?: number; body?: unknown }): Route =>
  ({ method, url, body }) =>
    method === 'POST' && url.pathname === `/api${path}` ? answer(body) : undefined;
