/**
 * The dynamic talent report in Chromium (issue 16 item 6): opened from the menu, five columns
 * ticked from the talent form's groups and one moved up, the layout saved under a title and
 * opened again after a reload, the preview with the columns in that order, the PDF's text.
 * Screenshots: artifacts/screenshots/relatorio-dinamico-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { screenshotAtWidths, SCREENSHOTS, toastWith, useSession } from './harness';

const { page } = useSession();

const disponiveis = () => page.locator('.rh-colunas-disponiveis');
const escolhidas = () => page.locator('.rh-colunas-escolhidas li');
const marcar = (grupo: string, coluna: string) =>
  disponiveis().locator('fieldset', { has: page.locator('legend', { hasText: grupo }) }).getByText(coluna, { exact: true }).click();

describe('relatório dinâmico de talentos', () => {
  it('escolhe cinco colunas pelos grupos do cadastro, muda a ordem e salva o layout', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('dinâmico');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Talentos (dinâmico)' }).click();
    await page.getByRole('heading', { name: 'Talentos (dinâmico)' }).waitFor();
    await disponiveis().locator('legend', { hasText: 'Dados pessoais' }).waitFor();

    // None chosen: the report says what is missing on the field.
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await toastWith(page, 'Preencha os campos indicados').waitFor();
    await page.getByText('Escolha ao menos uma coluna.').waitFor();

    await marcar('Dados pessoais', 'Nome');
    await marcar('Dados pessoais', 'Data de nascimento');
    await marcar('Lotação', 'Cargo');
    await marcar('Lotação', 'Área organizacional');
    await page.getByRole('searchbox', { name: 'Filtrar colunas' }).fill('cep');
    await marcar('Documentos e endereço', 'CEP (Endereço)');
    await page.getByRole('searchbox', { name: 'Filtrar colunas' }).fill('');
    await page.getByRole('button', { name: 'Mover Cargo para cima' }).click();
    expect(await escolhidas().allInnerTexts()).toEqual(['Nome', 'Cargo', 'Data de nascimento', 'Área organizacional', 'CEP (Endereço)']);
    await screenshotAtWidths(page, 'relatorio-dinamico-colunas');

    await page.getByRole('button', { name: 'Salvar layout' }).click();
    await page.getByLabel('Título do layout').fill('Contatos da lotação');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar layout' }).click();
    await toastWith(page, 'Layout salvo com sucesso.').waitFor();
  });

  it('abre o layout salvo depois de recarregar, visualiza e gera o PDF nessa ordem', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Talentos (dinâmico)' }).waitFor();
    const layouts = page.getByLabel('Layouts salvos');
    await layouts.locator('option', { hasText: 'Contatos da lotação' }).waitFor({ state: 'attached' });
    expect(await escolhidas().count()).toBe(0);
    await layouts.selectOption({ label: 'Contatos da lotação' });
    await expect.poll(() => escolhidas().allInnerTexts()).toEqual(['Nome', 'Cargo', 'Data de nascimento', 'Área organizacional', 'CEP (Endereço)']);

    await page.getByRole('button', { name: 'Visualizar' }).click();
    const cabecalho = page.locator('.rh-report-preview thead th');
    await cabecalho.first().waitFor();
    expect(await cabecalho.allInnerTexts()).toEqual(['Nome', 'Cargo', 'Data de nascimento', 'Área organizacional', 'CEP (Endereço)']);
    // The preview pages its rows by name; the PDF below holds them all.
    await page.locator('.rh-report-preview tbody tr').first().waitFor();
    await screenshotAtWidths(page, 'relatorio-dinamico-visualizacao');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gerar PDF' }).click();
    const file = join(SCREENSHOTS, 'relatorio-dinamico.pdf');
    await (await download).saveAs(file);
    const texto = pdfText(readFileSync(file));
    expect(texto).toContain('Talentos');
    expect(texto.indexOf('Cargo')).toBeLessThan(texto.indexOf('nascimento'));
    expect(texto).toContain('Mariana Souza Lima');
  });

  it('exclui o layout', async () => {
    await page.getByRole('button', { name: 'Excluir layout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await toastWith(page, 'Layout excluído com sucesso.').waitFor();
    // The demo's own layouts stay.
    await page.getByLabel('Layouts salvos').locator('option', { hasText: 'Contatos da lotação' }).waitFor({ state: 'detached' });
    expect(await page.getByLabel('Layouts salvos').locator('option', { hasText: 'Contatos dos talentos' }).count()).toBe(1);
  });
});
