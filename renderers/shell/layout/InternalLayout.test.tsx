// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, get, userInfo } from '../testing/fake-api';
import type { Route } from '../testing/fake-api';
import { renderShell } from '../testing/render-shell';
import { setWidth } from '../testing/viewport';
import { InternalLayout } from './InternalLayout';


afterEach(() => {
  cleanup();
  setWidth(1280);
});

function renderLayout(routes: Route[], children: React.ReactNode = <p>conteúdo</p>) {
  const { provider } = fakeApi(routes);
  return renderShell(<InternalLayout>{children}</InternalLayout>, { provider });
}

async function openUserMenu() {
  fireEvent.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
}

describe('internal layout', () => {
  it('shows the company and the user menu by authority', async () => {
    setWidth(1280);
    renderLayout([get('/userinfo', userInfo())]);
    expect(await screen.findByText('Empresa Demonstração')).toBeTruthy();
    await openUserMenu();
    expect(await screen.findByText('Atualizar Meus Dados')).toBeTruthy();
    expect(screen.getByText('Alterar Minha Senha')).toBeTruthy();
    expect(screen.getByText('Sair')).toBeTruthy();
  });

  it('hides Atualizar Meus Dados without the authority and Alterar Minha Senha for single sign-on users', async () => {
    setWidth(1280);
    const info = userInfo({ authorities: [], usuario: { id: 1, nome: 'Administrador', cpf: '1', usuarioFortes: true } });
    renderLayout([get('/userinfo', info)]);
    await openUserMenu();
    expect(await screen.findByText('Sair')).toBeTruthy();
    expect(screen.queryByText('Atualizar Meus Dados')).toBeNull();
    expect(screen.queryByText('Alterar Minha Senha')).toBeNull();
  });

  it('filters the menu search ignoring accents', async () => {
    setWidth(1280);
    renderLayout([get('/userinfo', userInfo())]);
    const search = await screen.findByPlaceholderText('Pesquisar Menu');
    fireEvent.change(search, { target: { value: 'ETAPAS' } });
    expect(await screen.findByText('R&S › Cadastros › Etapas Seletivas')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'xyz' } });
    expect(await screen.findByText('Nenhum item de menu encontrado.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'etapas' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/captacao/etapas-seletivas'));
  });

  it('collapses the main menu below 1200 px', async () => {
    setWidth(1100);
    renderLayout([get('/userinfo', userInfo())]);
    const toggle = await screen.findByRole('button', { name: 'Menu', expanded: false });
    fireEvent.click(toggle);
    expect(await screen.findByRole('button', { name: /R&S/, expanded: false })).toBeTruthy();
  });

  it('switches to the mobile layout at 768 px with a hamburger', async () => {
    setWidth(700);
    const { container } = renderLayout([get('/userinfo', userInfo())]);
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir menu' }));
    expect(container.querySelector('[data-layout="mobile"]')).toBeTruthy();
    expect(await screen.findByText('Sair')).toBeTruthy();
    expect(screen.getAllByPlaceholderText('Pesquisar Menu')).toHaveLength(1);
  });

  it('shows the 500 page with numbered stack lines when a screen throws', async () => {
    setWidth(1280);
    function Broken(): React.JSX.Element {
      throw new Error('quebrou');
    }
    renderLayout([get('/userinfo', userInfo())], <Broken />);
    expect(await screen.findByText('Erro Interno do Servidor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver Detalhes do Erro' }));
    const details = screen.getByRole('list', { name: 'Detalhes do erro' });
    expect(details.tagName).toBe('OL');
    expect(details.textContent).toContain('quebrou');
  });
});
