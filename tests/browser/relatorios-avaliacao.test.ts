/**
 * A performance-evaluation report in Chromium, on the demo data: "Resultado de Avaliação
 * agrupado por Faixa Salarial" found in the menu (Avaliação › Relatórios), refused without an
 * evaluation, then the demo's evaluation chosen, previewed and generated as PDF. Screenshots:
 * artifacts/screenshots/relatorio-avaliacao-*.png.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { screenshot, SCREENSHOTS, toastWith, useSession } from './harness';

const { page } = useSession();

describe('relatórios da avaliação de desempenho', () => {
  it('abre o Resultado agrupado por Faixa Salarial pelo menu, pede a avaliação, visualiza e gera o PDF', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('agrupado por faixa');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Avaliação › Relatórios › Resultado de Avaliação agrupado por Faixa Salarial' }).click();
    await page.getByRole('heading', { name: 'Resultado de Avaliação agrupado por Faixa Salarial' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/avaliacao/relatorios/resultado-avaliacao-agrupado-faixa');
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await toastWith(page, 'Preencha os campos indicados').waitFor();
    await page.getByText('Avaliação de desempenho é obrigatória').waitFor();

    await page.locator('#root_avaliacaoDesempenho').click();
    await page.locator('.bp6-menu-item', { hasText: `Avaliação de Desempenho ${new Date().getFullYear()}` }).click();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    const preview = page.locator('.rh-report-preview');
    await preview.getByText(/^Faixa salarial: /).first().waitFor();
    await screenshot(page, 'relatorio-avaliacao-agrupado-faixa');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar PDF' }).click()]);
    const file = join(SCREENSHOTS, 'relatorio-avaliacao-agrupado-faixa.pdf');
    await download.saveAs(file);
    expect(spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SCREENSHOTS, 'relatorio-avaliacao-agrupado-faixa-pdf')]).status).toBe(0);
    const text = pdfText(readFileSync(file));
    expect(text).toContain('Resultado de Avaliação agrupado por Faixa Salarial');
    expect(text).toMatch(/Faixa salarial: .+/);
    expect(text).toMatch(/Total de avaliados geral: \d+/);
  });
});
