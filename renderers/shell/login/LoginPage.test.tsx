// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../routes/AppRoutes';
import { empresaDemo, fakeApi, get, loggedOut, post, userInfo } from '../testing/fake-api';
import type { Route } from '../testing/fake-api';
import { renderShell } from '../testing/render-shell';

// The generic screens are not part of this test (and bring rjsf along).
vi.mock('../routes/lazy-entity-screens', () => ({ LazyEntityListScreen: () => null, LazyEntityFormScreen: () => null }));

afterEach(cleanup);

const empresas = (list: unknown[]): Route => ({ method, url }) =>
  method === 'GET' && url.pathname === '/api/login/empresas' && url.searchParams.get('cpf') === '52998224725' ? { body: list } : undefined;

const cpf = () => screen.getByLabelText(/CPF/) as HTMLInputElement;
const senha = () => screen.getByLabelText(/Senha/) as HTMLInputElement;
const empresa = () => screen.getByLabelText(/Empresa/) as HTMLSelectElement;
const entrar = () => screen.getByRole('button', { name: 'Entrar' });

describe('login page', () => {
  it('masks the CPF, lists its companies and preselects a single one', async () => {
    const { provider, calls } = fakeApi([get('/userinfo', loggedOut), empresas([empresaDemo])]);
    renderShell(<AppRoutes />, { provider, path: '/login' });
    await screen.findByText('Acesse sua conta');
    fireEvent.change(cpf(), { target: { value: '5299822472' } });
    expect(cpf().value).toBe('529.982.247-2');
    expect(calls.some((c) => c.path === '/api/login/empresas')).toBe(false);
    fireEvent.change(cpf(), { target: { value: '529.982.247-25' } });
    await waitFor(() => expect(empresa().value).toBe('1'));
    expect(empresa().disabled).toBe(true);
  });

  it('lets the user choose among several companies', async () => {
    const { provider } = fakeApi([get('/userinfo', loggedOut), empresas([empresaDemo, { id: 2, nome: 'Filial' }])]);
    renderShell(<AppRoutes />, { provider, path: '/login' });
    await screen.findByText('Acesse sua conta');
    fireEvent.change(cpf(), { target: { value: '52998224725' } });
    await screen.findByText('Filial');
    expect(empresa().disabled).toBe(false);
    fireEvent.change(senha(), { target: { value: 'x' } });
    fireEvent.click(entrar());
    expect(await screen.findByText('Selecione uma empresa.')).toBeTruthy();
  });

  it('shows the required-field messages', async () => {
    const { provider } = fakeApi([get('/userinfo', loggedOut)]);
    renderShell(<AppRoutes />, { provider, path: '/login' });
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(screen.getByText('CPF é obrigatório')).toBeTruthy();
    expect(screen.getByText('Senha é obrigatória')).toBeTruthy();
    expect(screen.getByText('Empresa é obrigatória')).toBeTruthy();
  });

  it('shows the server message of wrong credentials and its field errors', async () => {
    let attempt = 0;
    const { provider } = fakeApi([
      get('/userinfo', loggedOut),
      empresas([empresaDemo]),
      post('/login', () =>
        ++attempt === 1
          ? { status: 401, body: { code: 'BAD_CREDENTIALS', message: 'CPF ou senha inválidos.' } }
          : { status: 400, body: { code: 'FIELD_VALIDATION_VIOLATION', message: 'Preencha os campos indicados', fields: [{ field: 'senha', message: 'Senha muito curta' }] } },
      ),
    ]);
    renderShell(<AppRoutes />, { provider, path: '/login' });
    await screen.findByText('Acesse sua conta');
    fireEvent.change(cpf(), { target: { value: '52998224725' } });
    await waitFor(() => expect(empresa().value).toBe('1'));
    fireEvent.change(senha(), { target: { value: 'errada' } });
    fireEvent.click(entrar());
    expect(await screen.findByText('CPF ou senha inválidos.')).toBeTruthy();
    fireEvent.click(entrar());
    expect(await screen.findByText('Senha muito curta')).toBeTruthy();
  });

  it('sends digits only and goes home after login', async () => {
    const { provider, calls } = fakeApi([get('/userinfo', loggedOut), empresas([empresaDemo]), post('/login', () => ({ body: userInfo() }))]);
    renderShell(<AppRoutes />, { provider, path: '/login' });
    await screen.findByText('Acesse sua conta');
    fireEvent.change(cpf(), { target: { value: '529.982.247-25' } });
    await waitFor(() => expect(empresa().value).toBe('1'));
    fireEvent.change(senha(), { target: { value: 'demo1234' } });
    fireEvent.click(entrar());
    expect(await screen.findByText(/Bem-vindo\(a\), Administrador/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/login')?.body).toEqual({ cpf: '52998224725', senha: 'demo1234', empresaId: 1 });
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
