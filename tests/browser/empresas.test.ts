/**
 * Issue 18 item 1 in Chromium: user 1 creates a company on Utilitários › Empresas (the form in
 * tabs: the company, then its configuration) and finds it in the login's company list; the
 * Filial Norte's administrator sees only her company, read-only, with no "Inserir". The
 * establishment form says quietly that the CEP look-up is not configured (no CEP_URL here).
 * Screenshots: artifacts/screenshots/empresas-*.png (also at 1024 px).
 */
import { describe, expect, it } from 'vitest';
import { login, rowOf, screenshot, screenshotAtWidths, settled, toastWith, useSession } from './harness';

const { app, page } = useSession();
const field = (id: string) => page.locator(`#root_${id}`);
const NORTE = { cpf: '111.444.777-35', senha: 'demo1234', empresa: 'Filial Norte' };

describe('empresas', () => {
  it('o usuário 1 inclui uma empresa pelas abas do formulário e a encontra na escolha de empresa do login', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('empresas');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: /^Utilitários › Empresas$/ }).click();
    await rowOf(page, 'Filial Norte').waitFor();
    await screenshotAtWidths(page, 'empresas-lista');
    await page.getByRole('button', { name: 'Inserir' }).click();
    await field('nome').waitFor();
    await field('nome').fill('Filial Sul');
    await field('razaoSocial').fill('Filial Sul Comércio Ltda.');
    await field('cnpj').fill('11444777000242');
    await screenshotAtWidths(page, 'empresas-nova');
    await page.getByRole('tab', { name: 'Solicitação de Pessoal' }).click();
    await screenshot(page, 'empresas-nova-solicitacao');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByLabel('CPF').waitFor();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('CPF').fill('529.982.247-25');
    const empresa = page.getByLabel('Empresa');
    await empresa.locator('option', { hasText: 'Filial Sul' }).waitFor({ state: 'attached' });
    await screenshot(page, 'empresas-login-escolha');
    await login(page, app.url, { cpf: '529.982.247-25', senha: 'demo1234', empresa: 'Filial Sul' });
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.getByText('Filial Sul', { exact: true }).first().waitFor();

    // The new company's first establishment, whose address the user completes.
    await page.goto(`${app.url}/utilitario/estabelecimentos`);
    await rowOf(page, 'Matriz').getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('tab', { name: 'Endereço' }).click();
    await page.getByText('Consulta de CEP não configurada').waitFor();
    await screenshotAtWidths(page, 'empresas-estabelecimento-cep');
  });

  it('a administradora da Filial Norte vê só a própria empresa, sem incluir nem alterar', async () => {
    await page.context().clearCookies();
    await login(page, app.url, NORTE);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.goto(`${app.url}/utilitario/empresas`);
    await rowOf(page, 'Filial Norte').waitFor();
    await settled(page);
    expect(await page.locator('.rh-data-table tbody tr').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Inserir' }).count()).toBe(0);
    await screenshot(page, 'empresas-norte-lista');
    await rowOf(page, 'Filial Norte').getByRole('button', { name: 'Visualizar' }).click();
    await field('nome').waitFor();
    expect(await field('nome').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Gravar' }).count()).toBe(0);
    await screenshotAtWidths(page, 'empresas-norte-formulario');
  });
});
