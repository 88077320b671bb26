/**
 * Issue 18 in Chromium: a system parameter changed on its screen changes the Nine Box's axes;
 * an extra menu with a link added on its form shows in the main menu and opens in a new tab;
 * an establishment with a CNPJ complemento of the wrong length shows "Inválido" on the field;
 * a suggestion sent from the user menu is listed in Utilitários.
 * Screenshots: artifacts/screenshots/parametros-*.png, menu-extra-*.png, estabelecimento-*.png
 * (also at 1024 px).
 */
import { describe, expect, it } from 'vitest';
import { rowOf, screenshot, settled, toastWith, useSession } from './harness';

const { app, page } = useSession();
const field = (id: string) => page.locator(`#root_${id}`);

describe('parâmetros do sistema, menu extra e estabelecimentos', () => {
  it('inverter os eixos do Nine Box nos parâmetros troca os eixos do gráfico', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('parâmetros');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: /^Utilitários › Parâmetros do Sistema$/ }).click();
    await page.getByRole('heading', { name: 'Parâmetros do Sistema' }).waitFor();
    await settled(page);
    await page.getByRole('tab', { name: 'Módulos' }).click();
    await page.locator('label.bp6-checkbox', { hasText: 'Inverter os eixos do Nine Box' }).click();
    await screenshot(page, 'parametros-sistema');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'parametros-sistema-1024');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();

    await page.goto(`${app.url}/avaliacao/ninebox/chart`);
    await page.getByRole('heading', { name: 'Nine Box' }).waitFor();
    const opcao = await page.locator('#ninebox-avaliacao option', { hasText: /^Avaliação de Desempenho \d{4}$/ }).first().textContent();
    await page.locator('#ninebox-avaliacao').selectOption({ label: opcao! });
    await page.locator('.rh-ninebox-box').first().waitFor();
    expect(await page.locator('.rh-ninebox-eixo-y').textContent()).toBe('Desempenho →');
    await screenshot(page, 'parametros-nine-box-invertido');
    const saved = await (await page.request.patch(`${app.url}/api/parametros-sistema`, { data: { inverterEixoNineBox: false } })).json();
    expect(saved.inverterEixoNineBox).toBe(false);
  });

  it('um link do menu extra aparece no menu principal e abre em nova aba', async () => {
    await page.goto(`${app.url}/utilitario/menu-extra/new`);
    await field('nome').fill('Portais');
    await page.getByRole('button', { name: 'Adicionar Link' }).click();
    const dialog = page.locator('.rh-child-dialog');
    await dialog.locator('#root_nome').fill('Grupos AC');
    await dialog.locator('#root_url').fill(`${app.url}/utilitario/grupos-ac`);
    await screenshot(page, 'menu-extra-link');
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();

    await page.goto(app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.locator('.rh-main-menu-bar').getByRole('button', { name: 'Portais' }).click();
    const aberta = page.context().waitForEvent('page');
    await page.locator('.bp6-menu-item', { hasText: 'Grupos AC' }).click();
    const aba = await aberta;
    await aba.waitForLoadState();
    expect(aba.url()).toBe(`${app.url}/utilitario/grupos-ac`);
    await aba.close();
    await page.locator('.rh-main-menu-bar').getByRole('button', { name: 'Portais' }).click();
    await screenshot(page, 'menu-extra-no-menu');
    await page.keyboard.press('Escape');
  });

  it('estabelecimento com complemento do CNPJ de 3 dígitos: "Inválido" no campo', async () => {
    await page.goto(`${app.url}/utilitario/estabelecimentos/new`);
    await field('nome').fill('Filial Sul');
    await field('empresaBaseCnpjCaepf').fill('11222333');
    await field('complementoCnpjCaepf').fill('002');
    await page.getByRole('button', { name: 'Gravar' }).click();
    const grupo = page.locator('.bp6-form-group', { has: field('complementoCnpjCaepf') });
    await grupo.getByText('Inválido', { exact: true }).waitFor();
    expect(await page.locator('.bp6-form-group', { has: field('empresaBaseCnpjCaepf') }).getByText('Inválido', { exact: true }).count()).toBe(0);
    await screenshot(page, 'estabelecimento-invalido');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'estabelecimento-invalido-1024');
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('uma sugestão enviada pelo menu do usuário aparece na lista dos administradores', async () => {
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sugerir Melhoria' }).click();
    await page.getByRole('heading', { name: 'Sugerir Melhoria' }).waitFor();
    await field('titulo').fill('Atalho para gravar');
    await field('descricao').fill('Gravar o formulário com Ctrl+S.');
    await screenshot(page, 'sugestao-enviar');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.goto(`${app.url}/utilitario/sugestao-de-melhoria`);
    await rowOf(page, 'Atalho para gravar').getByText('Administrador Demonstração').waitFor();
    await screenshot(page, 'sugestao-lista');
  });
});
