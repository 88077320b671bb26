/**
 * The shell in Chromium against the real server: login, 404, phone layout, wrong password,
 * logout. Screenshots go to artifacts/screenshots/shell-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, login, screenshot, useSession } from './harness';

const { app, browser } = useSession({ signIn: false });

/** The demo user whose profile reaches Cargos e Salários only. */
const GESTORA = { cpf: '714.602.380-01', senha: DEMO_ADMIN.senha, empresa: DEMO_ADMIN.empresa };

async function freshPage(viewport?: { width: number; height: number }): Promise<Page> {
  return browser.newPage(viewport);
}

describe('shell', () => {
  it('shows the server message for a wrong password', async () => {
    const page = await freshPage();
    await login(page, app.url, { ...DEMO_ADMIN, senha: 'senha-errada' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'shell-senha-errada');
    await page.close();
  });

  it('logs the demo administrator in and shows the home page', async () => {
    const page = await freshPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await login(page, app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('.rh-company-name').textContent()).toBe(DEMO_ADMIN.empresa);
    expect(await page.getByPlaceholder('Pesquisar Menu').isVisible()).toBe(true);
    // The login page must not have pulled the generic screens or plotly.
    expect(scripts.some((url) => /plotly|EntityListScreen|EntityFormScreen/.test(url))).toBe(false);
    // The loading bar goes away 500 ms after the last request.
    await page.locator('.rh-loading-indicator').waitFor({ state: 'detached' });
    await screenshot(page, 'shell-inicio');
    await page.close();
  });

  it('finds a menu entry by its breadcrumb, ignoring accents, and opens its screen', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/`);
    await page.getByPlaceholder('Pesquisar Menu').fill('CAPTACAO etapas');
    const entry = page.locator('.rh-menu-search-results .bp6-menu-item').first();
    await entry.waitFor();
    expect(await entry.textContent()).toBe('Captação › Cadastros › Etapas Seletivas');
    await screenshot(page, 'shell-pesquisa-menu');
    // Too many entries: the list says how many it left out.
    await page.getByPlaceholder('Pesquisar Menu').fill('relatórios');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: /^Mais \d+ itens: refine a pesquisa\.$/ }).waitFor();
    await page.getByPlaceholder('Pesquisar Menu').fill('CAPTACAO etapas');
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/captacao/etapas-seletivas');
    // The generic list screen, loaded lazily from the declaration's route.
    await page.getByRole('heading', { name: 'Etapas Seletivas' }).waitFor();
    await page.locator('.rh-loading-indicator').waitFor({ state: 'detached' });
    await screenshot(page, 'shell-lista-etapas');
    await page.close();
  });

  it('answers an unknown path with the 404 page', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/caminho/que/nao/existe`);
    await page.getByRole('heading', { name: 'Página Não Encontrada' }).waitFor();
    expect(await page.getByText('ERRO 404 - PÁGINA NÃO ENCONTRADA').isVisible()).toBe(true);
    await screenshot(page, 'shell-404');
    await page.getByRole('button', { name: 'Voltar para a Página Inicial' }).click();
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.close();
  });

  it('uses the mobile layout at 700 px', async () => {
    const page = await freshPage({ width: 700, height: 900 });
    await page.goto(`${app.url}/`);
    await page.locator('[data-layout="mobile"]').waitFor();
    expect(await page.getByPlaceholder('Pesquisar Menu').count()).toBe(0);
    await screenshot(page, 'shell-mobile');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).waitFor();
    // Screenshot once the drawer has finished sliding in.
    await page.locator('.bp6-drawer.bp6-overlay-enter-done').waitFor();
    expect(await page.getByPlaceholder('Pesquisar Menu').isVisible()).toBe(true);
    await screenshot(page, 'shell-mobile-menu');
    await page.close();
  });

  it('logs out to /login', async () => {
    const page = await freshPage();
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByText('Acesse sua conta').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto(`${app.url}/`);
    await page.getByText('Acesse sua conta').waitFor();
    await page.close();
  });

  it('answers "Acesso Negado" for a screen outside the user\'s profile', async () => {
    const page = await freshPage();
    await login(page, app.url, GESTORA);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    // The profile reaches Cargos e Salários only: Captação is not in the menu.
    const menuBar = page.locator('.rh-main-menu-bar');
    expect(await menuBar.getByText('Cargos e Salários').isVisible()).toBe(true);
    expect(await menuBar.getByText('Captação').count()).toBe(0);
    await page.goto(`${app.url}/captacao/etapas-seletivas`);
    await page.getByRole('heading', { name: 'Acesso Negado' }).waitFor();
    expect(await page.getByText('Você não tem autorização para acessar esta página. Entre em contato com o responsável pelo cadastro de perfis do sistema na sua empresa.').isVisible()).toBe(true);
    await screenshot(page, 'shell-acesso-negado');
    await page.goto(`${app.url}/cargo-salario/cargos`);
    await page.getByRole('heading', { name: 'Cargos' }).waitFor();
    await page.close();
  });

  it('changes the signed-in user\'s password from the user menu', async () => {
    await browser.context.clearCookies();
    const page = await freshPage();
    await login(page, app.url, GESTORA);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Alterar Minha Senha' }).click();
    await page.getByRole('heading', { name: 'Alterar Minha Senha' }).waitFor();
    await page.locator('#senha-senha').fill('demo1234');
    await page.locator('#senha-novaSenha').fill('nova-senha-1');
    await page.locator('#senha-confirmacaoNovaSenha').fill('nova-senha-2');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('A senha não foi confirmada corretamente. Por favor, confira.').waitFor();
    await screenshot(page, 'shell-alterar-senha-erro');
    await page.locator('#senha-confirmacaoNovaSenha').fill('nova-senha-1');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('Senha alterada com sucesso.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.close();
  });
});
