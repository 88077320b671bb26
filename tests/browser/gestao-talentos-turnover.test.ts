/**
 * What issue 16 still lacked, in Chromium: the Indicador de Turnover found in the menu (Gestão de
 * Talentos › Relatórios), previewed over the demo's last twelve months and generated as PDF; the
 * Gerações register at /gestao-talentos/geracao from the menu; a modelo de entrevista de
 * desligamento cloned from its row's "Clonar" button; the talent's Data de desligamento read-only on the
 * form. Screenshots at 1366 and 1024 px: artifacts/screenshots/talentos-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { apiOf, rowOf, screenshot, screenshotAtWidths, SCREENSHOTS, settled, toastWith, useSession } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

async function peloMenu(busca: string, item: string) {
  await page.getByPlaceholder('Pesquisar Menu').fill(busca);
  await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: item }).click();
}

describe('gestão de talentos', () => {
  it('abre o Indicador de Turnover pelo menu, visualiza os meses da empresa e gera o PDF', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await peloMenu('indicador de turnover', 'Gestão de Talentos › Relatórios › Indicador de Turnover');
    await page.getByRole('heading', { name: 'Indicador de Turnover' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/gestao-talentos/relatorios/indicador-turnover');
    const preview = page.locator('.rh-report-preview');
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await preview.getByText('Empresa: Empresa Demonstração').waitFor();
    await preview.getByText(/^\d\d\/\d{4}$/).first().waitFor();
    await screenshotAtWidths(page, 'talentos-indicador-turnover');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar PDF' }).click()]);
    const arquivo = join(SCREENSHOTS, 'talentos-indicador-turnover.pdf');
    await download.saveAs(arquivo);
    const texto = pdfText(readFileSync(arquivo));
    expect(texto).toContain('Indicador de Turnover');
    expect(texto).toContain('Empresa: Empresa Demonstração');
  });

  it('abre Gerações pelo menu de Gestão de Talentos', async () => {
    await peloMenu('gerações', 'Gestão de Talentos › Cadastros › Gerações');
    await page.getByRole('heading', { name: 'Gerações' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/gestao-talentos/geracao');
    await settled(page);
    await rowOf(page, 'Baby Boomers').waitFor();
    await screenshotAtWidths(page, 'talentos-geracoes');
  });

  it('clona um modelo de entrevista de desligamento pela linha', async () => {
    await peloMenu('entrevista de desligamento', 'Gestão de Talentos › Cadastros › Modelos de Entrevista de Desligamento');
    await settled(page);
    const linha = rowOf(page, 'Entrevista de desligamento').first();
    await linha.getByRole('button', { name: 'Clonar' }).click();
    const confirmacao = page.getByRole('dialog');
    await confirmacao.getByText('Clonar este modelo?').waitFor();
    await screenshotAtWidths(page, 'talentos-clonar-modelo');
    await confirmacao.getByRole('button', { name: /^(Sim|Clonar)$/ }).click();
    await toastWith(page, 'Modelo clonado com sucesso.').waitFor();
    await settled(page);
    await rowOf(page, 'Entrevista de desligamento (cópia)').waitFor();
    await screenshot(page, 'talentos-modelo-clonado');
  });

  it('mostra a data de desligamento sem deixar editá-la no formulário do talento', async () => {
    const { content } = await api<{ content: { id: number }[] }>('GET', '/colaboradores?situacao=D&size=1&sort=nome,asc');
    await page.goto(`${app.url}/cargo-salario/colaboradores/${content[0]!.id}`);
    const data = page.getByLabel('Data de desligamento');
    await data.waitFor();
    expect(await data.inputValue()).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(await data.isEditable()).toBe(false);
    await page.getByText('Preenchida pela ação Desligar.').waitFor();
    await screenshotAtWidths(page, 'talentos-data-desligamento');
  });
});
