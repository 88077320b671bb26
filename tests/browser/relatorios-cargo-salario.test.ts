/**
 * The salary reports in Chromium, on the demo data as first started: "Talentos por Cargo, Área
 * ou Grupo Ocupacional" opened from the menu, refused without an establishment, previewed and
 * generated as PDF; "Análise das Tabelas Salariais" generated as PDF. The PDFs' first pages are
 * rendered to PNG. Screenshots: artifacts/screenshots/relatorio-cargo-salario-*.png.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { screenshot, SCREENSHOTS, useSession } from './harness';

const { app, page } = useSession();

const preview = () => page.locator('.rh-report-preview');
/** "Todos" of the n-th checkbox list shown. */
const tickAll = (n: number) => page.locator('label.bp6-checkbox', { hasText: 'Todos' }).nth(n).click();

async function generatePdf(name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar PDF' }).click()]);
  const file = join(SCREENSHOTS, `relatorio-cargo-salario-${name}.pdf`);
  await download.saveAs(file);
  const rendered = spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SCREENSHOTS, `relatorio-cargo-salario-${name}-pdf`)]);
  expect(rendered.status).toBe(0);
  return pdfText(readFileSync(file));
}

describe('relatórios salariais', () => {
  it('abre "Talentos por Cargo, Área ou Grupo" pelo menu, pede o estabelecimento, visualiza e gera o PDF', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('talentos por cargo');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Relatórios › Talentos por Cargo, Área ou Grupo' }).click();
    await page.getByRole('heading', { name: 'Talentos por Cargo, Área ou Grupo Ocupacional' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cargo-salario/relatorios/talentos-cargos-areas-grupos');
    await page.getByText('Matriz Fortaleza').waitFor();
    expect(await page.getByRole('radio', { name: 'Cargo' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Ativos' }).isChecked()).toBe(true);
    // The cargos are listed (grouping by cargo): the Analista de RH found by the list's filter and
    // ticked; no establishment ticked: all of them.
    await page.locator('.rh-checkbox-list').nth(1).getByPlaceholder('Filtrar').fill('Analista de RH');
    await tickAll(1);
    expect(await page.getByText('Nenhum marcado: todos.').first().isVisible()).toBe(true);
    await screenshot(page, 'relatorio-cargo-salario-talentos-filtro');
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await preview().getByText('Cargo: Analista de RH').waitFor();
    await preview().getByText('Mariana Souza Lima').waitFor();
    await preview().getByText('Total de talentos geral: 1').waitFor();
    await screenshot(page, 'relatorio-cargo-salario-talentos');
    const text = await generatePdf('talentos');
    expect(text).toMatch(/000101 +Mariana Souza Lima +Analista de RH +Pleno +Recursos Humanos .*R\$ 5\.800,00/);
    expect(text).not.toContain('Carlos Eduardo Pereira');
  });

  it('gera a Análise das Tabelas Salariais de todos os cargos (nenhum marcado) na data de hoje', async () => {
    await page.goto(`${app.url}/cargo-salario/relatorios/analise-tabelas-salariais`);
    await page.getByRole('heading', { name: 'Análise das Tabelas Salariais' }).waitFor();
    // No cargo ticked: all of them.
    const text = await generatePdf('analise-tabelas-salariais');
    expect(text).toContain('Cargo: Desenvolvedor de Software');
    expect(text).toMatch(/Único .*Por índice: Piso comerciário/);
    await screenshot(page, 'relatorio-cargo-salario-analise');
  });
});
