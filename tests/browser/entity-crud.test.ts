/**
 * The generic list and form in Chromium against the real server, on "Etapas Seletivas":
 * an empty form is refused with the field messages, a step is created, found, edited and
 * removed after the confirmation. Screenshots go to artifacts/screenshots/crud-*.png.
 */
import { describe, expect, it } from 'vitest';
import { rowOf as rowIn, screenshot, settled as settledIn, toastWith, useSession } from './harness';

const { page } = useSession();

const settled = () => settledIn(page);
const toast = (text: string) => toastWith(page, text);
const helperUnder = (field: string) => page.locator('.bp6-form-group', { has: page.locator(`label[for="root_${field}"]`) }).locator('.bp6-form-helper-text');
const rowOf = (nome: string) => rowIn(page, nome);
// A name no other run of this test left behind (the database is fresh, but be sure).
const nome = `Dinâmica de grupo ${Date.now() % 100000}`;

describe('generic CRUD screens', () => {
  it('finds "Etapas Seletivas" in the menu and lists them', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('etapas seletivas');
    await page.locator('.rh-menu-search-results .bp6-menu-item').first().click();
    await page.getByRole('heading', { name: 'Etapas Seletivas' }).waitFor();
    await settled();
    await page.getByText(/registro\(s\) encontrado\(s\)\./).waitFor();
    await screenshot(page, 'crud-lista');
  });

  it('refuses an empty form with the field messages and focuses the first field', async () => {
    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.getByRole('heading', { name: 'Inserir Etapa Seletiva' }).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast('Preencha os campos indicados').waitFor();
    expect(await helperUnder('ordem').textContent()).toBe('Ordem é obrigatória');
    expect(await helperUnder('nome').textContent()).toBe('Nome é obrigatório');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_ordem');
    await screenshot(page, 'crud-formulario-vazio');
  });

  it('checks a field on leaving it, with the server rule (ordem ≤ 999)', async () => {
    await page.getByLabel('Ordem').fill('1000');
    await page.getByLabel('Nome').focus();
    await page.waitForFunction(() => document.body.textContent?.includes('O valor máximo é 999'));
    await screenshot(page, 'crud-formulario-ordem-invalida');
  });

  it('creates a valid step and finds it in the list', async () => {
    await page.getByLabel('Ordem').fill('901');
    await page.getByLabel('Nome').fill(nome);
    // Blueprint draws the box over the input: tick it through its label, as a user does.
    await page.locator('label.bp6-checkbox', { hasText: 'Análise comportamental' }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast('Registro salvo com sucesso.').waitFor();
    await page.getByRole('heading', { name: 'Etapas Seletivas' }).waitFor();
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await page.getByLabel('Nome').fill(nome.slice(0, 12).toLowerCase());
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rowOf(nome).waitFor();
    expect(await rowOf(nome).locator('td').allTextContents()).toEqual(['901', nome, 'Sim', 'Não', '']);
    expect(new URL(page.url()).searchParams.get('nome')).toBe(nome.slice(0, 12).toLowerCase());
    await screenshot(page, 'crud-lista-filtrada');
  });

  it('edits it and comes back to the same filtered list', async () => {
    const filtered = page.url();
    await rowOf(nome).getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Etapa Seletiva' }).waitFor();
    await page.getByLabel('Ordem').fill('902');
    await screenshot(page, 'crud-formulario-edicao');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast('Registro salvo com sucesso.').waitFor();
    await page.waitForURL(filtered);
    await rowOf(nome).locator('td', { hasText: '902' }).waitFor();
  });

  it('removes it after the confirmation', async () => {
    await rowOf(nome).getByRole('button', { name: 'Remover' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Tem certeza que deseja remover?').waitFor();
    await screenshot(page, 'crud-confirmar-remocao');
    await dialog.getByRole('button', { name: 'Sim' }).click();
    await toast('Registro removido com sucesso.').waitFor();
    await rowOf(nome).waitFor({ state: 'detached' });
    await page.getByText('Nenhum registro encontrado.').waitFor();
    await screenshot(page, 'crud-removido');
  });
});
