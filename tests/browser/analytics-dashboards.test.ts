/**
 * The six dashboards in Chromium on the demo data: each opened through the menu (Analytics ›
 * …) shows its print header (date and time, user, company) and charts; the salary doughnut's
 * slice drills down into the area's child areas, the generation's into its description; the
 * dismissal doughnut carries "Relatório Analítico"; the administrator, who reaches several
 * companies, chooses them for the turnover table; the Nine Box follows the inverted-axis
 * parameter. Screenshots at 1366 and 1024 px: artifacts/screenshots/analytics-*.png.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, screenshotAtWidths, useSession } from './harness';

const { app, page } = useSession();

const PAINEIS = [
  { menu: 'Vagas', titulo: 'Analytics de Vagas', arquivo: 'vagas', grafico: 'Funil do recrutamento' },
  { menu: 'Cargos e Salários', titulo: 'Analytics de Cargos e Salários', arquivo: 'cargos-salarios', grafico: 'Salários por área organizacional' },
  { menu: 'Desenvolvimento', titulo: 'Analytics de Desenvolvimento', arquivo: 'desenvolvimento', grafico: 'Despesas por curso' },
  { menu: 'SST', titulo: 'Analytics de SST', arquivo: 'sst', grafico: 'Afastamentos por motivo' },
  { menu: 'Talento', titulo: 'Analytics de Talento', arquivo: 'talento', grafico: 'Talentos por geração' },
  { menu: 'Desempenho', titulo: 'Analytics de Desempenho', arquivo: 'desempenho', grafico: 'Talentos por faixa de desempenho' },
];

const grafico = (titulo: string) => page.locator(`.rh-grafico[aria-label="${titulo}"]`);

async function abrirPeloMenu(menu: string, titulo: string) {
  await page.goto(app.url);
  await page.getByPlaceholder('Pesquisar Menu').fill('analytics');
  await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: new RegExp(`^Analytics › ${menu}$`) }).click();
  await page.getByRole('heading', { name: titulo }).waitFor();
  await page.locator('.rh-analytics-graficos').waitFor();
}

describe('dashboards de analytics', () => {
  for (const painel of PAINEIS) {
    it(`${painel.menu}: aberto pelo menu, com o cabeçalho de impressão e os gráficos`, async () => {
      await abrirPeloMenu(painel.menu, painel.titulo);
      await expect.poll(() => page.locator('[data-campo="empresa"]').textContent()).toBe(DEMO_ADMIN.empresa);
      expect(await page.locator('[data-campo="usuario"]').textContent()).not.toBe('');
      expect(await page.locator('[data-campo="data-hora"]').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
      await page.getByRole('button', { name: 'Imprimir' }).waitFor();
      await grafico(painel.grafico).locator('.main-svg').first().waitFor();
      await screenshotAtWidths(page, `analytics-${painel.arquivo}`, { settleMs: 1200 });
    });
  }

  it('a fatia de uma área mostra as áreas filhas; a de uma geração, a sua descrição', async () => {
    await abrirPeloMenu('Cargos e Salários', 'Analytics de Cargos e Salários');
    await grafico('Salários por área organizacional').locator('.slice path.surface').first().dispatchEvent('click');
    const detalhe = page.locator('.rh-analytics-detalhe[data-detalhe^="Áreas filhas de"]');
    await detalhe.waitFor();
    await expect.poll(async () => (await detalhe.locator('.main-svg').count()) > 0 || (await detalhe.getByText('Área Organizacional não possui área filha.').count()) > 0).toBe(true);
    await screenshotAtWidths(page, 'analytics-cargos-salarios-areas-filhas', { settleMs: 2500 });

    await abrirPeloMenu('Talento', 'Analytics de Talento');
    await grafico('Talentos por geração').locator('.slice path.surface').first().dispatchEvent('click');
    const geracao = page.locator('[data-detalhe="geracao"]');
    await geracao.waitFor();
    expect((await geracao.textContent())!.length).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Relatório Analítico' }).click();
    await page.waitForURL(/\/gestao-talentos\/relatorios\/desligamentos$/);
  });

  it('o administrador escolhe as empresas da tabela de turnover', async () => {
    await abrirPeloMenu('Cargos e Salários', 'Analytics de Cargos e Salários');
    const filtro = page.locator('.rh-analytics-filtro');
    await filtro.getByText('Empresas (tabelas de turnover e absenteísmo)').waitFor();
    await filtro.getByText('Todos', { exact: true }).click();
    await filtro.getByRole('button', { name: 'Filtrar' }).click();
    const tabela = page.getByRole('table', { name: 'Turnover por empresa' });
    await expect.poll(async () => new Set(await tabela.locator('tbody tr td:first-child').allTextContents()).size, { timeout: 20_000 }).toBeGreaterThan(1);
    await screenshotAtWidths(page, 'analytics-cargos-salarios-empresas', { settleMs: 1500 });
  });

  it('o Nine Box do painel de desempenho segue o parâmetro de eixo invertido', async () => {
    const parametro = (inverter: boolean) => page.request.patch(`${app.url}/api/parametros-sistema`, { data: { inverterEixoNineBox: inverter } });
    expect((await parametro(true)).status()).toBe(200);
    try {
      await abrirPeloMenu('Desempenho', 'Analytics de Desempenho');
      const nineBox = page.getByRole('table', { name: 'Nine Box' });
      await nineBox.waitFor();
      expect(await nineBox.locator('caption').textContent()).toBe('Desempenho ↑ · Potencial →');
      expect(await nineBox.locator('tr').first().locator('td').evaluateAll((tds) => tds.map((td) => td.getAttribute('data-box')))).toEqual(['9', '6', '3']);
      await screenshotAtWidths(page, 'analytics-desempenho-eixo-invertido', { settleMs: 1500 });
    } finally {
      await parametro(false);
    }
  });
});
