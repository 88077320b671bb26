/**
 * Two training reports in Chromium, on the demo classes: "Lista de Presença" found in the menu
 * (Desenvolvimento › Relatórios), refused without a class, then the demo's NR-10 class chosen,
 * previewed (a column per class day) and generated as PDF; "Investimento em Treinamento" previewed
 * with its default period. Screenshots at 1366 and 1024 px: artifacts/screenshots/relatorio-desenvolvimento-*.png.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { screenshot, SCREENSHOTS, toastWith, useSession } from './harness';

const { page } = useSession();
const preview = () => page.locator('.rh-report-preview');

async function bothWidths(name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 800 });
  await screenshot(page, `relatorio-desenvolvimento-${name}`);
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, `relatorio-desenvolvimento-${name}-1024`);
  await page.setViewportSize({ width: 1366, height: 800 });
}

async function openFromMenu(search: string, item: string, title: string): Promise<void> {
  await page.getByPlaceholder('Pesquisar Menu').fill(search);
  await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: `Desenvolvimento › Relatórios › ${item}` }).click();
  await page.getByRole('heading', { name: title }).waitFor();
}

describe('relatórios de treinamento', () => {
  it('abre a Lista de Presença pelo menu, pede a turma, visualiza os dias da turma e gera o PDF', async () => {
    await openFromMenu('lista de presença', 'Lista de Presença', 'Lista de Presença');
    expect(new URL(page.url()).pathname).toBe('/desenvolvimento/relatorios/presenca');
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await toastWith(page, 'Preencha os campos indicados').waitFor();
    await page.getByText('Turma é obrigatória').waitFor();

    await page.locator('#root_turma').click();
    await page.locator('.bp6-menu-item', { hasText: 'NR-10 — Turma 1' }).click();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await preview().getByText(/^NR-10 — Turma 1 — NR-10 Segurança em Instalações Elétricas/).waitFor();
    await preview().getByText('Assinada digitalmente').first().waitFor();
    await preview().getByText('Total de participantes geral: 10').waitFor();
    // One column per class day, in date order: "01 · dd/mm" to "05 · dd/mm".
    await preview().getByText(/^05 · \d\d\/\d\d$/).waitFor();
    await toastWith(page, 'Preencha os campos indicados').waitFor({ state: 'detached' });
    await bothWidths('presenca');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar PDF' }).click()]);
    const file = join(SCREENSHOTS, 'relatorio-desenvolvimento-presenca.pdf');
    await download.saveAs(file);
    expect(spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SCREENSHOTS, 'relatorio-desenvolvimento-presenca-pdf')]).status).toBe(0);
    const text = pdfText(readFileSync(file));
    expect(text).toContain('Lista de Presença');
    expect(text).toMatch(/Assinada digitalmente +P \(QR\)/);
  });

  it('abre o Investimento em Treinamento pelo menu e visualiza as turmas do último mês com os totais', async () => {
    await openFromMenu('investimento em treinamento', 'Investimento em Treinamento', 'Investimento em Treinamento');
    expect(new URL(page.url()).pathname).toBe('/desenvolvimento/relatorios/investimento');
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await preview().getByText('Curso: NR-10 Segurança em Instalações Elétricas').waitFor();
    await preview().getByText('R$ 8.900,00').first().waitFor();
    await preview().getByText(/^Total de turmas geral: \d+/).waitFor();
    await bothWidths('investimento');
  });
});
