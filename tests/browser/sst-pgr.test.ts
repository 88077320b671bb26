/**
 * PGR in Chromium (issue 17 item 8): through the menu SST › PGR, the demo programme listed, a new
 * one refused on its fields until filled (establishments of its local, responsável técnico), saved,
 * and printed from its row: "Imprimir" opens the PGR report, previewed on screen (each GHE with its
 * environments and its classified risks) and downloaded as PDF. Screenshots at 1366 and 1024 px:
 * artifacts/screenshots/sst-pgr-*.png.
 */
import { describe, expect, it } from 'vitest';
import { today } from '../../engine/validation/brazilian';
import { rowOf, screenshotAtWidths, settled, toastWith, useSession } from './harness';
import { pick, pickMany } from '../support/blueprint-select';

const { app, page } = useSession();

const helperOf = (id: string) => page.locator('.bp6-form-group', { has: page.locator(`#${id}`) }).locator('.bp6-form-helper-text');

describe('SST: PGR', () => {
  it('pelo menu, um PGR novo gravado e impresso da sua linha', async () => {
    const ano = today().slice(0, 4);
    await page.goto(`${app.url}/`);
    await page.getByPlaceholder('Pesquisar Menu').fill('PGR');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: /SST › PGR$/ }).click();
    await rowOf(page, `PGR ${ano} - Matriz Fortaleza`).waitFor();
    await screenshotAtWidths(page, 'sst-pgr-lista');

    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.getByRole('heading', { name: 'Inserir PGR' }).waitFor();
    await page.locator('#root_descricao').fill('PGR navegador - 2025');
    await page.locator('#root_dataInicio').fill('01/01/2025');
    await page.locator('#root_dataFim').fill('31/12/2025');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await helperOf('root_estabelecimentosIds').filter({ hasText: /obrigatório/ }).waitFor();
    await helperOf('root_responsavel').filter({ hasText: /obrigatório/ }).waitFor();
    await screenshotAtWidths(page, 'sst-pgr-formulario-recusado');
    await pickMany(page.locator('#root_estabelecimentosIds'), 'Matriz Fortaleza');
    await pick(page.locator('#root_responsavel'), 'Dra. Helena Prado');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    await settled(page);

    await rowOf(page, 'PGR navegador - 2025').getByRole('button', { name: 'Imprimir' }).click();
    await page.getByRole('heading', { name: 'PGR - Programa de Gerenciamento de Riscos' }).waitFor();
    // The report opens with the row's PGR chosen.
    await page.locator('#root_pgr', { hasText: 'PGR navegador - 2025' }).waitFor();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    const previa = page.locator('.rh-report-preview');
    await previa.getByText('GHE: GHE 01 - Logística e almoxarifado — Ambientes: Almoxarifado').first().waitFor();
    await expect.poll(() => previa.getByText('Ruído contínuo acima de 85 dB(A)').count()).toBeGreaterThan(0);
    await screenshotAtWidths(page, 'sst-pgr-relatorio');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gerar PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
