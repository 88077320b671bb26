// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExternalUserInfo } from '../../../engine/api-types';
import { AppRoutes } from '../routes/AppRoutes';
import { fakeApi, get, loggedOut } from '../testing/fake-api';
import { renderShell } from '../testing/render-shell';
import { setWidth } from '../testing/viewport';
import { EXTERNAL_LOGOUT_DELAY_MS } from './external-session';


afterEach(() => {
  cleanup();
  setWidth(1280);
});

const candidate: ExternalUserInfo = {
  authenticated: true,
  autenticadoRh: true,
  candidato: { id: 7, nome: 'Maria Aparecida dos Santos Oliveira', cpf: '39053344705' },
  empresa: { id: 1, nome: 'Empresa Demonstração' },
  aceitoPoliticaSeguranca: true,
};

const branding = { id: 1, nome: 'Empresa Demonstração', corPrincipal: '#123456', corSecundaria: '#FF850A', logoUrl: null, exigirAceitePsi: false };

const location = () => screen.getByTestId('location').textContent;

describe('external layout', () => {
  it('greets the candidate with the name cut to 20 characters and the CPF, with the five entries', async () => {
    setWidth(1280);
    const { provider } = fakeApi([get('/userinfo', loggedOut), get('/externo/userinfo', candidate), get('/externo/empresas/1/configuracao', branding)]);
    renderShell(<AppRoutes />, { provider, path: '/externo/login?empresaId=1' });
    expect(await screen.findByText('Maria Aparecida dos')).toBeTruthy();
    expect(screen.getByText(/Boas vindas/)).toBeTruthy();
    expect(screen.getByText('CPF: 390.533.447-05')).toBeTruthy();
    // A logged-in candidate is sent from the login to the job postings.
    await waitFor(() => expect(location()).toBe('/externo/anuncios?empresaId=1'));
    const link = (name: string) => screen.getByRole('button', { name }).getAttribute('href');
    expect(link('Vagas Abertas')).toBe('/externo/anuncios?empresaId=1');
    expect(link('Editar Cadastro')).toBe('/externo/candidatos/7?empresaId=1');
    expect(link('Anexar Documentos')).toBe('/externo/candidatos/7/documentos-anexos?empresaId=1');
    expect(link('Alterar Senha')).toBe('/externo/candidatos/7?tab=senha&empresaId=1');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Entrar' })).toBeNull();
    const frame = document.querySelector<HTMLElement>('.rh-external')!;
    expect(frame.style.getPropertyValue('--rh-cor-principal')).toBe('#123456');
  });

  it('puts the entries in a menu at 1024 px or less', async () => {
    setWidth(1024);
    const { provider } = fakeApi([get('/userinfo', loggedOut), get('/externo/userinfo', candidate)]);
    renderShell(<AppRoutes />, { provider, path: '/externo/anuncios?empresaId=1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Menu do candidato' }));
    for (const entry of ['Vagas Abertas', 'Editar Cadastro', 'Anexar Documentos', 'Alterar Senha', 'Sair']) {
      expect(await screen.findByText(entry)).toBeTruthy();
    }
  });

  it('logs out through the server and waits 2 s before the login page', async () => {
    setWidth(1280);
    let session = candidate;
    const { provider, calls } = fakeApi([
      get('/userinfo', loggedOut),
      ({ method, url }) => (url.pathname === '/api/externo/userinfo' && method === 'GET' ? { body: session } : undefined),
      ({ method, url }) => {
        if (url.pathname !== '/api/externo/userinfo/logout' || method !== 'POST') return undefined;
        session = { authenticated: false, autenticadoRh: false };
        return { body: { ok: true } };
      },
    ]);
    renderShell(<AppRoutes />, { provider, path: '/externo/anuncios?empresaId=1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Saindo...')).toBeTruthy();
    const started = Date.now();
    await waitFor(() => expect(location()).toBe('/externo/login?empresaId=1'), { timeout: EXTERNAL_LOGOUT_DELAY_MS + 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(EXTERNAL_LOGOUT_DELAY_MS - 100);
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/externo/userinfo/logout')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
  });

  it('offers Entrar to a visitor, keeping the company', async () => {
    const { provider } = fakeApi([get('/userinfo', loggedOut), get('/externo/userinfo', { authenticated: false, autenticadoRh: false })]);
    renderShell(<AppRoutes />, { provider, path: '/externo/candidato-solicitacoes?empresaId=4' });
    expect(await screen.findByText('Portal do Candidato')).toBeTruthy();
    expect(location()).toBe('/externo/login?empresaId=4');
  });
});
