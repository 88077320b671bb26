/**
 * The generic report screen in Chromium on "Relatório de Cargos": opened from the menu, an
 * invalid filter shows the field message, then the PDF is downloaded (its text read and its
 * first page rendered to PNG) and the preview shows the grouped lines.
 * Screenshots: artifacts/screenshots/relatorio-*.png.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { screenshot, SCREENSHOTS, toastWith, useSession } from './harness';

const { page } = useSession();

const toast = (text: string) => toastWith(page, text);

describe('tela genérica de relatório', () => {
  it('abre "Relatório de Cargos" pelo menu, com o filtro e o modo Detalhado / Resumido', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('relatórios cargos');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Relatórios › Cargos' }).click();
    await page.getByRole('heading', { name: 'Relatório de Cargos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cargo-salario/relatorios/cargos');
    await page.getByText('Diretoria').first().waitFor();
    expect(await page.getByRole('radio', { name: 'Detalhado' }).isChecked()).toBe(true);
    await screenshot(page, 'relatorio-filtro');
  });

  it('recusa o filtro sem áreas, com a mensagem no campo', async () => {
    await page.getByRole('button', { name: 'Gerar PDF' }).click();
    await toast('Preencha os campos indicados').waitFor();
    await page.getByText('Áreas organizacionais são obrigatórias').waitFor();
    await screenshot(page, 'relatorio-filtro-invalido');
  });

  it('gera o PDF e o baixa com o nome do relatório', async () => {
    await page.locator('label.bp6-checkbox', { hasText: 'Todos' }).first().click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('Relatório de Cargos.pdf');
    const file = join(SCREENSHOTS, 'relatorio-cargos.pdf');
    await download.saveAs(file);
    const text = pdfText(readFileSync(file));
    expect(text).toContain('Empresa Demonstração');
    expect(text).toContain('por Administrador Demonstração');
    expect(text).toContain('Total de cargos geral: 30');
    const rendered = spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SCREENSHOTS, 'relatorio-cargos-pdf')]);
    expect(rendered.status).toBe(0);
  });

  it('visualiza na tela, em tabela paginada com grupos e totais', async () => {
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await page.locator('.rh-report-preview').getByText('Grupo ocupacional: Administrativo').waitFor();
    await page.locator('.rh-report-preview').getByText('Analista de RH').waitFor();
    await screenshot(page, 'relatorio-visualizacao');
  });

  it('no modo Resumido a visualização deixa de fora as colunas do Detalhado', async () => {
    await page.locator('label.bp6-radio', { hasText: 'Resumido' }).click();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await page.locator('.rh-report-preview th', { hasText: 'Conhecimentos' }).waitFor({ state: 'detached' });
    await page.locator('.rh-report-preview').getByText('Analista de RH').waitFor();
    await screenshot(page, 'relatorio-visualizacao-resumida');
  });
});
