/**
 * The recruitment reports in Chromium, on the demo data as first started: "Vagas por Motivo"
 * opened from the menu and previewed with its default filter (all areas ticked), then each of
 * the four reports generated as PDF from its screen, read back and its first page rendered
 * to PNG. Screenshots: artifacts/screenshots/relatorio-captacao-*.png.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { screenshot, SCREENSHOTS, useSession } from './harness';

const { app, page } = useSession();

const preview = () => page.locator('.rh-report-preview');
/** Ticks "Todos" in the first checkbox list: the one "Filtrar por" chose, the other being hidden. */
const tickAll = () => page.locator('label.bp6-checkbox', { hasText: 'Todos' }).first().click();

describe('relatórios da captação', () => {
  it('abre "Vagas por Motivo" pelo menu e visualiza com o filtro padrão (seis meses, todas as situações)', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('vagas por motivo');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Relatórios › Vagas por Motivo' }).click();
    await page.getByRole('heading', { name: 'Vagas por Motivo de Solicitação' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/captacao/relatorios/vaga-motivo');
    await page.getByText('Operações').first().waitFor();
    expect(await page.getByRole('radio', { name: 'Área Organizacional' }).isChecked()).toBe(true);
    // Only the list "Filtrar por" chose is shown.
    await page.getByText('Grupos ocupacionais').waitFor({ state: 'hidden' });
    await page.locator('label.bp6-radio', { hasText: 'Grupo Ocupacional' }).click();
    await page.getByText('Grupos ocupacionais').waitFor();
    await page.getByText('Áreas organizacionais').waitFor({ state: 'hidden' });
    await screenshot(page, 'relatorio-captacao-grupos');
    await page.locator('label.bp6-radio', { hasText: 'Área Organizacional' }).click();
    await tickAll();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await preview().getByText('Motivo: Substituição de colaborador (considerado no turnover)').waitFor();
    await preview().getByText('Auxiliares de logística para o centro de distribuição').waitFor();
    await preview().getByText('Total de solicitações geral: 5').waitFor();
    await screenshot(page, 'relatorio-captacao-vaga-motivo');
  });

  for (const [name, list, expected] of [
    ['vaga-motivo', true, 'Total de solicitações geral: 5'],
    ['duracao-vaga', true, 'Média 41,25'],
    ['qualificacao-cadastral-solicitacao-pessoal', false, 'Solicitações incompletas geral: 1'],
    ['cargo', true, 'Etapas seletivas: 1. Triagem de currículos'],
  ] as const) {
    it(`gera o PDF de ${name} com o filtro padrão e desenha a primeira página`, async () => {
      await page.goto(`${app.url}/captacao/relatorios/${name}`);
      await page.getByRole('button', { name: 'Gerar PDF' }).waitFor();
      if (list) await tickAll();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar PDF' }).click()]);
      const file = join(SCREENSHOTS, `relatorio-captacao-${name}.pdf`);
      await download.saveAs(file);
      expect(pdfText(readFileSync(file))).toContain(expected);
      const rendered = spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SCREENSHOTS, `relatorio-captacao-${name}-pdf`)]);
      expect(rendered.status).toBe(0);
    });
  }

  it('visualiza a Descrição de Cargos com as seções de cada cargo sob a sua linha', async () => {
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await preview().getByText('Missão: Conduzir os processos de recrutamento').waitFor();
    await preview().getByText('Habilidades: Comunicação escrita, Condução de entrevistas').waitFor();
    await preview().getByText('Etapas seletivas: 1. Triagem de currículos; 2. Entrevista com RH; 4. Entrevista com o gestor').waitFor();
    await screenshot(page, 'relatorio-captacao-cargo');
  });
});
