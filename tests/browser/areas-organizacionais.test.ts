/**
 * Organisational areas in Chromium: an area created under another shows its hierarchy in the
 * list; inactivating an area with active areas below it is refused on the field; in the cargo
 * form the areas are chosen in their tree, where marking an area marks those below it; the
 * organisation chart is found in the menu, opened, searched, zoomed and printed (to PDF, with
 * the print stylesheet: the chart alone) and downloaded as the server's PDF outline. Screenshots: artifacts/screenshots/areas-*.png.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pdfText } from '../support/pdf-text';
import { rowOf, screenshot, SCREENSHOTS, settled, toastWith, useSession } from './harness';
import { FILHAS_ATIVAS } from '../../modules/cargo-salario/areas/hierarquia';
import { AREA_SUPERIOR_MARCADA } from '../../engine/widgets/area-tree';

const { app, page } = useSession();
// A checkbox's label wraps its box: the group is found by the box itself.
const helperUnder = (field: string) => page.locator('.bp6-form-group', { has: page.locator(`#root_${field}`) }).locator('.bp6-form-helper-text');

describe('áreas organizacionais', () => {
  it('cria uma área sob outra e vê a hierarquia na lista', async () => {
    await page.goto(`${app.url}/cargo-salario/areas-organizacionais/new`);
    await page.getByRole('heading', { name: 'Inserir Área Organizacional' }).waitFor();
    await page.getByLabel('Nome').fill('Recrutamento e Seleção');
    await page.locator('#root_areaMae').click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'Recursos Humanos' }).first().click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await page.goto(`${app.url}/cargo-salario/areas-organizacionais`);
    await settled(page);
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await page.getByLabel('Nome').fill('recrutamento');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rowOf(page, 'Diretoria > Recursos Humanos > Recrutamento e Seleção').waitFor();
    await screenshot(page, 'areas-lista');
  });

  it('não inativa uma área com áreas filhas ativas', async () => {
    await page.goto(`${app.url}/cargo-salario/areas-organizacionais?nome=Recursos Humanos`);
    await rowOf(page, 'Diretoria > Recursos Humanos').first().getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Área Organizacional' }).waitFor();
    await settled(page);
    await page.locator('label.bp6-checkbox', { hasText: /^Ativa$/ }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Preencha os campos indicados').waitFor();
    expect(await helperUnder('ativo').textContent()).toBe(FILHAS_ATIVAS);
    await screenshot(page, 'areas-inativar-recusado');
  });

  it('no cargo, as áreas são escolhidas na árvore: a de cima marca as de baixo', async () => {
    await page.goto(`${app.url}/cargo-salario/cargos/new`);
    await page.getByRole('heading', { name: 'Inserir Cargo' }).waitFor();
    const tree = page.locator('.rh-area-tree');
    // Blueprint draws the box; the label is what a person clicks.
    const item = (nome: string) => tree.locator('label.rh-area-tree-item', { hasText: new RegExp(`^${nome}$`) });
    const box = (nome: string) => item(nome).locator('input');
    await item('Diretoria').waitFor();
    await item('Recursos Humanos').click();
    await expect.poll(() => box('Recrutamento e Seleção').isChecked()).toBe(true);
    await item('Diretoria').click();
    expect(await box('Recursos Humanos').isChecked()).toBe(true);
    expect(await box('Recursos Humanos').isDisabled()).toBe(true);
    expect(await tree.locator(`span[title="${AREA_SUPERIOR_MARCADA}"]`).count()).toBeGreaterThan(1);
    await screenshot(page, 'areas-arvore-cargo');
    await item('Diretoria').click();
    expect(await box('Recursos Humanos').isChecked()).toBe(false);
  });

  it('o organograma: pelo menu, com busca, zoom e impressão só da árvore', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('organograma');
    await page.locator('.rh-menu-search-results .bp6-menu-item').first().click();
    await page.getByRole('heading', { name: 'Organograma' }).waitFor();
    const chart = page.locator('.rh-organograma-arvore');
    await chart.locator('.rh-org-area', { hasText: 'Diretoria' }).first().waitFor();
    await chart.locator('.rh-org-area', { hasText: 'Recursos Humanos' }).waitFor();
    // Folded from the second level: the new area shows once its mother is opened, or found.
    expect(await chart.getByText('Recrutamento e Seleção').count()).toBe(0);
    await page.getByRole('button', { name: 'Expandir Recursos Humanos' }).click();
    await chart.getByText('Recrutamento e Seleção').waitFor();
    await page.getByRole('button', { name: 'Recolher Recursos Humanos' }).click();
    await page.getByLabel('Buscar área ou responsável').fill('recrutamento e selecao');
    await page.getByText('1 encontrada(s)').waitFor();
    await chart.locator('.rh-org-achada', { hasText: 'Recrutamento e Seleção' }).waitFor();
    await page.getByRole('button', { name: 'Aumentar' }).click();
    await page.getByRole('button', { name: 'Tamanho original' }).getByText('110%').waitFor();
    await screenshot(page, 'areas-organograma');

    const pdf = pdfText(await page.pdf({ format: 'A4', landscape: true, printBackground: true }));
    for (const text of ['Diretoria', 'Recursos Humanos']) expect(pdf).toContain(text);
    // Its box is narrow: the name may break in two lines.
    expect(pdf).toMatch(/Recrutamento e\s+Seleção/);
    for (const absent of ['Pesquisar Menu', 'Imprimir', 'Somente áreas ativas']) expect(pdf).not.toContain(absent);

    // The server's PDF: the whole tree as an outline, every area open, with its head counts.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('Organograma.pdf');
    const file = join(SCREENSHOTS, 'areas-organograma.pdf');
    await download.saveAs(file);
    expect(spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SCREENSHOTS, 'areas-organograma-pdf')]).status).toBe(0);
    const outline = pdfText(readFileSync(file));
    expect(outline).toMatch(/Recrutamento e Seleção[\s\S]*\d+ talentos?/);
    expect(outline).toContain('Organograma');
  });
});
