// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { etapaSeletiva, fakeApi, get, loggedOut, userInfo } from '../testing/fake-api';
import { renderShell } from '../testing/render-shell';
import type { ScreenMeta } from '../../../engine/api-types';
import type { ScreenProps } from '../../../engine/react/module-manifest';
import { AppRoutes } from './AppRoutes';

// The real generic screens are another part of the app; here only the routing to them counts.
vi.mock('./lazy-entity-screens', () => ({
  LazyEntityListScreen: ({ entity }: { entity: { labelPlural: string } }) => <h1>Lista de {entity.labelPlural}</h1>,
  LazyEntityFormScreen: ({ entity, id }: { entity: { label: string }; id?: string }) => (
    <h1>
      Formulário de {entity.label} {id ?? 'novo'}
    </h1>
  ),
}));

// A module that only exists here plugs a screen in through its manifest: the shell's files stay as they are.
vi.mock('../plugins/manifests', async (load) => {
  const real = await load<typeof import('../plugins/manifests')>();
  const NineBox = ({ screen }: ScreenProps) => <h1>Nine Box por {String(screen.data?.eixoX)}</h1>;
  return { manifests: new Map([...real.manifests, ['avaliacao', { screens: { nineBox: async () => NineBox } }]]) };
});

afterEach(cleanup);

const nineBox = (can: boolean, renderer = 'nineBox'): ScreenMeta => ({ name: 'nineBox', module: 'avaliacao', label: 'Nine Box', route: '/avaliacao/nine-box', renderer, data: { eixoX: 'desempenho' }, can: { read: can } });
const withScreen = (screen: ScreenMeta) => fakeApi([get('/userinfo', userInfo()), get('/meta/entities', []), get('/meta/telas', [screen])]).provider;

const location = () => screen.getByTestId('location').textContent;

function loggedIn(authorities: string[] = []) {
  return fakeApi([get('/userinfo', userInfo({ authorities })), get('/meta/entities', [etapaSeletiva])]).provider;
}

describe('route guards', () => {
  it('sends a logged-out user from a protected path to /login', async () => {
    const { provider } = fakeApi([get('/userinfo', loggedOut)]);
    renderShell(<AppRoutes />, { provider, path: '/captacao/etapas-seletivas' });
    expect(await screen.findByText('Acesse sua conta')).toBeTruthy();
    expect(location()).toBe('/login');
  });

  it('sends a logged-in user away from /login to home', async () => {
    renderShell(<AppRoutes />, { provider: loggedIn(), path: '/login' });
    expect(await screen.findByText(/Bem-vindo\(a\), Administrador/)).toBeTruthy();
    expect(location()).toBe('/');
  });

  it('falls back to logged out when user-info fails', async () => {
    const { provider } = fakeApi([get('/userinfo', { message: 'x' }, 500)]);
    renderShell(<AppRoutes />, { provider, path: '/' });
    expect(await screen.findByText('Acesse sua conta')).toBeTruthy();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderShell(<AppRoutes />, { provider: loggedIn(), path: '/nao/existe' });
    expect(await screen.findByText('Página Não Encontrada')).toBeTruthy();
    expect(screen.getByText('ERRO 404 - PÁGINA NÃO ENCONTRADA')).toBeTruthy();
    expect(screen.getByText('Voltar para a Página Inicial')).toBeTruthy();
  });

  it('routes every declared entity to its list and form', async () => {
    renderShell(<AppRoutes />, { provider: loggedIn(), path: '/captacao/etapas-seletivas' });
    expect(await screen.findByText('Lista de Etapas Seletivas')).toBeTruthy();
    cleanup();
    renderShell(<AppRoutes />, { provider: loggedIn(), path: '/captacao/etapas-seletivas/7' });
    expect(await screen.findByText('Formulário de Etapa Seletiva 7')).toBeTruthy();
  });

  it('denies the new-record form without write permission', async () => {
    renderShell(<AppRoutes />, { provider: loggedIn(), path: '/captacao/etapas-seletivas/new' });
    expect(await screen.findByText('Acesso Negado')).toBeTruthy();
    expect(screen.getByText(/Você não tem autorização para acessar esta página/)).toBeTruthy();
  });

  it('redirects /externo to /externo/login keeping empresaId', async () => {
    const { provider } = fakeApi([get('/userinfo', loggedOut)]);
    renderShell(<AppRoutes />, { provider, path: '/externo?empresaId=3' });
    expect(await screen.findByText('Portal do Candidato')).toBeTruthy();
    expect(location()).toBe('/externo/login?empresaId=3');
  });

  it('sends a logged-out candidate from a portal page to the portal login', async () => {
    const { provider } = fakeApi([get('/userinfo', loggedOut)]);
    renderShell(<AppRoutes />, { provider, path: '/externo/candidatos/7/documentos-anexos?empresaId=3' });
    expect(await screen.findByText('Portal do Candidato')).toBeTruthy();
    expect(location()).toBe('/externo/login?empresaId=3');
  });

  it('flags a non-numeric empresaId in the portal', async () => {
    const { provider } = fakeApi([get('/userinfo', loggedOut)]);
    renderShell(<AppRoutes />, { provider, path: '/externo/login?empresaId=abc' });
    expect(await screen.findByText('Empresa ID inválido. Revise ou solicite novamente o link')).toBeTruthy();
  });

  it('opens the authenticator page and /500 without login', async () => {
    const { provider } = fakeApi([get('/userinfo', loggedOut)]);
    renderShell(<AppRoutes />, { provider, path: '/novaInstalacao/gerarTicket' });
    expect(await screen.findByText('Configuração do Autenticador')).toBeTruthy();
    cleanup();
    renderShell(<AppRoutes />, { provider, path: '/500' });
    expect(await screen.findByText('Erro Interno do Servidor')).toBeTruthy();
  });

  it('routes a declared screen to its module manifest’s component, with its data', async () => {
    renderShell(<AppRoutes />, { provider: withScreen(nineBox(true)), path: '/avaliacao/nine-box' });
    // The screen loads in the shell's kit (rjsf, the table): its first load takes a while.
    expect(await screen.findByText('Nine Box por desempenho', {}, { timeout: 20_000 })).toBeTruthy();
  });

  it('denies a declared screen without its authority, and answers 404 when no manifest draws it', async () => {
    renderShell(<AppRoutes />, { provider: withScreen(nineBox(false)), path: '/avaliacao/nine-box' });
    expect(await screen.findByText('Acesso Negado')).toBeTruthy();
    cleanup();
    renderShell(<AppRoutes />, { provider: withScreen(nineBox(true, 'matriz')), path: '/avaliacao/nine-box' });
    expect(await screen.findByText('Página Não Encontrada')).toBeTruthy();
  });
});
