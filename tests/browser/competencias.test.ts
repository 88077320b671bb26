/**
 * Competências in Chromium (issue 13 item 6): a level created (refused first without its
 * description), a dated level configuration with its levels, weights and minimum percentages,
 * and the matrix of a faixa salarial on the faixa's form — a row without its level refused
 * with the message on that row, then saved. Screenshots (also at 1024 px):
 * artifacts/screenshots/competencias-*.png.
 */
import { describe, expect, it } from 'vitest';
import { rowOf, screenshot, settled, toastWith, useSession } from './harness';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();
const childDialog = () => page.locator('.rh-child-dialog');
describe('competências', () => {
  it('um nível de competência', async () => {
    await page.goto(`${app.url}/cargo-salario/niveis-competencia/new`);
    await page.getByRole('heading', { name: 'Inserir Nível de Competência' }).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('Descrição é obrigatória').waitFor();
    await page.locator('#root_descricao').fill('Excelente');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await settled(page);
    await rowOf(page, 'Excelente').waitFor();
    expect(await page.locator('.rh-data-table tbody tr').count()).toBe(5);
    await screenshot(page, 'competencias-niveis');
  });

  it('a configuração dos níveis, datada', async () => {
    await page.goto(`${app.url}/cargo-salario/niveis-competencia-historico/new`);
    await page.getByRole('heading', { name: 'Inserir Configuração dos Níveis de Competência' }).waitFor();
    await page.locator('#root_data').fill('01/01/2026');
    // The minimum percentage shows only while the configuration considers it, and is then required.
    await page.getByRole('button', { name: 'Adicionar nível' }).click();
    await childDialog().locator('#root_ordem').waitFor();
    expect(await childDialog().locator('#root_percentual').isVisible()).toBe(false);
    await childDialog().getByRole('button', { name: 'Cancelar' }).click();
    await page.getByLabel('Considerar percentual mínimo').check({ force: true });
    await page.getByRole('button', { name: 'Adicionar nível' }).click();
    await pick(childDialog().locator('#root_nivelCompetencia'), 'Regular');
    await childDialog().locator('#root_ordem').fill('1');
    expect(await childDialog().locator('#root_percentual').isVisible()).toBe(true);
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await childDialog().getByText('Percentual mínimo é obrigatório').waitFor();
    await childDialog().getByRole('button', { name: 'Cancelar' }).click();
    const nivel = async (descricao: string, peso: string, percentual: string) => {
      await page.getByRole('button', { name: 'Adicionar nível' }).click();
      await pick(childDialog().locator('#root_nivelCompetencia'), descricao);
      await childDialog().locator('#root_ordem').fill(peso);
      await childDialog().locator('#root_percentual').fill(percentual);
      await childDialog().getByRole('button', { name: 'Gravar' }).click();
      await childDialog().waitFor({ state: 'detached' });
    };
    // The weight is required: the dialog says so and stays open.
    await page.getByRole('button', { name: 'Adicionar nível' }).click();
    await pick(childDialog().locator('#root_nivelCompetencia'), 'Regular');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await childDialog().getByText('Peso é obrigatório').waitFor();
    await screenshot(page, 'competencias-configuracao-recusada');
    await childDialog().getByRole('button', { name: 'Cancelar' }).click();
    await nivel('Regular', '1', '40');
    await nivel('Bom', '2', '70');
    await nivel('Excelente', '3', '95');
    await screenshot(page, 'competencias-configuracao');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await settled(page);
    await rowOf(page, '01/01/2026').waitFor();
  });

  it('a matriz competências × níveis da faixa salarial', async () => {
    // Among the demo's 60 faixas, the developer's is found by its cargo.
    await page.goto(`${app.url}/cargo-salario/faixas-salariais`);
    await settled(page);
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await page.locator('#filtro_cargoId').click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'Desenvolvedor de Software' }).first().click();
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await rowOf(page, 'Desenvolvedor de Software').getByRole('button', { name: 'Editar' }).click();
    const secao = page.locator('.rh-matriz-competencias');
    await secao.getByText('Nenhuma configuração de competências para esta faixa.').waitFor();
    await secao.getByRole('button', { name: 'Configurar competências' }).click();
    const dialog = page.locator('.rh-matriz-dialog');
    await dialog.locator('#matriz-data').fill('01/03/2026');
    // The levels of the configuration in force on that date are the columns.
    const colunas = dialog.locator('thead th');
    await colunas.filter({ hasText: 'Excelente' }).waitFor();
    expect(await colunas.allTextContents()).toEqual(['Competência', 'Peso', 'Regularpeso 1', 'Bompeso 2', 'Excelentepeso 3', 'Observação']);
    const linha = (nome: string) => dialog.locator('tr', { hasText: nome });
    await linha('Programação em TypeScript').getByRole('checkbox').check({ force: true });
    await linha('Banco de dados SQL').getByRole('checkbox').check({ force: true });
    await dialog.getByLabel('Programação em TypeScript: Excelente').check({ force: true });
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    // The row without its level says so; the other is fine.
    await linha('Banco de dados SQL').locator('.bp6-form-helper-text', { hasText: 'Nível exigido é obrigatório' }).waitFor();
    expect(await linha('Programação em TypeScript').locator('.bp6-form-helper-text').count()).toBe(0);
    await screenshot(page, 'competencias-matriz-recusada');
    await dialog.getByLabel('Banco de dados SQL: Bom').check({ force: true });
    await dialog.getByLabel('Peso de Programação em TypeScript').fill('3');
    await dialog.getByLabel('Observação de Banco de dados SQL').fill('Consultas e modelagem');
    await screenshot(page, 'competencias-matriz');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'competencias-matriz-1024');
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Configuração incluída com sucesso.').waitFor();
    await secao.locator('tbody tr', { hasText: '01/03/2026' }).waitFor();
    await screenshot(page, 'competencias-faixa-1024');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Read back: the levels chosen.
    await secao.locator('tbody tr', { hasText: '01/03/2026' }).getByRole('button', { name: 'Editar' }).click();
    await expect.poll(() => dialog.getByLabel('Programação em TypeScript: Excelente').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Banco de dados SQL: Bom').isChecked()).toBe(true);
    expect(await dialog.getByLabel('Peso de Programação em TypeScript').inputValue()).toBe('3');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('os critérios de avaliação no formulário do conhecimento', async () => {
    await page.goto(`${app.url}/cargo-salario/conhecimentos`);
    await settled(page);
    await rowOf(page, 'Legislação trabalhista').getByRole('button', { name: 'Editar' }).click();
    await page.getByText('Aplica a CLT nas rotinas de admissão e desligamento').waitFor();
    await page.getByRole('button', { name: 'Adicionar critério' }).click();
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await childDialog().getByText('Descrição é obrigatória').waitFor();
    await childDialog().locator('#root_descricao').fill('Orienta os gestores sobre jornada e horas extras');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await screenshot(page, 'competencias-criterios');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
  });
});
