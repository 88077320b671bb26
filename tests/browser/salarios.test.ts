/**
 * Salaries in Chromium (issue 13 items 4, 5, 7): an índice with its dated values; a faixa
 * created for a cargo with its history (by value, then by índice), seen in the list with its
 * last value; the talent's history on the talent's form — a promotion added from the entry in
 * force, refused first on its date, then changing the talent's lotação; a salary review — a
 * table, a collective adjustment of 10 % for the company, applied, and the talent's new salary.
 * Screenshots:
 * artifacts/screenshots/salarios-*.png.
 */
import { describe, expect, it } from 'vitest';
import { rowOf, screenshot, settled, toastWith, useSession } from './harness';
import { shiftDate } from '../../engine/report/defaults';
import { today } from '../../engine/validation/brazilian';
import { formatDate } from '../../engine/format/dates';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();
const childDialog = () => page.locator('.rh-child-dialog');
describe('salários', () => {
  it('um índice com seus valores datados', async () => {
    await page.goto(`${app.url}/cargo-salario/indices/new`);
    await page.getByRole('heading', { name: 'Inserir Índice' }).waitFor();
    await page.locator('#root_nome').fill('Piso dos vigilantes');
    await page.getByRole('button', { name: 'Adicionar valor' }).click();
    await childDialog().locator('#root_data').fill('01/01/2025');
    await childDialog().locator('#root_valor').fill('0');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await childDialog().getByText('Valor não pode ser 0 (zero) ou menor').waitFor();
    await childDialog().locator('#root_valor').fill('2100,00');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await settled(page);
    await rowOf(page, 'Piso dos vigilantes').waitFor();
    expect(await rowOf(page, 'Piso dos vigilantes').textContent()).toContain('2.100,00');
    await screenshot(page, 'salarios-indices');
  });

  it('uma faixa do cargo com histórico por valor e por índice', async () => {
    await page.goto(`${app.url}/cargo-salario/faixas-salariais/new`);
    await page.getByRole('heading', { name: 'Inserir Faixa Salarial' }).waitFor();
    await pick(page.locator('#root_cargo'), 'Analista de RH');
    await page.locator('#root_nome').fill('Sênior');
    await pick(page.locator('#root_cbo'), '252405 - Analista de recursos humanos', '252405');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Preencha os campos indicados').waitFor();
    await page.getByText('Histórico é obrigatório').waitFor();

    await page.getByRole('button', { name: 'Adicionar histórico' }).click();
    await childDialog().locator('#root_data').fill('01/01/2025');
    await childDialog().locator('#root_valor').fill('7200,00');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await page.getByRole('button', { name: 'Adicionar histórico' }).click();
    await childDialog().locator('#root_data').fill('01/03/2026');
    await childDialog().locator('#root_tipo').selectOption({ label: 'Por índice' });
    await pick(childDialog().locator('#root_indice'), 'Piso dos vigilantes');
    await childDialog().locator('#root_quantidade').fill('4');
    await screenshot(page, 'salarios-faixa-historico-indice');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await settled(page);
    // 4 × the índice's 2.100,00 on the entry's date.
    const row = rowOf(page, 'Sênior').filter({ hasText: 'Analista de RH' });
    await row.waitFor();
    expect(await row.textContent()).toContain('8.400,00');
    expect(await row.textContent()).toContain('01/03/2026');
    await screenshot(page, 'salarios-faixas');

    // An action's refusal about a field is shown under that field of its dialog.
    await row.getByRole('button', { name: 'Transferir para outro cargo' }).click();
    const dialog = page.locator('.bp6-dialog', { hasText: 'Transferir para outro cargo: Analista de RH - Sênior' });
    await pick(dialog.locator('#acao-transferir_cargo'), 'Analista de RH');
    await dialog.getByRole('button', { name: 'Transferir para outro cargo' }).click();
    await dialog.locator('.bp6-form-helper-text', { hasText: 'Escolha um cargo diferente do atual.' }).waitFor();
    await screenshot(page, 'salarios-transferir-recusado');
    await dialog.getByRole('button', { name: 'Voltar' }).click();
  });

  it('o histórico do talento: uma promoção muda a lotação', async () => {
    await page.goto(`${app.url}/cargo-salario/colaboradores?nome=Mariana`);
    await settled(page);
    await rowOf(page, 'Mariana Souza Lima').getByRole('button', { name: 'Editar' }).click();
    const historico = page.locator('.rh-owned-records');
    await historico.locator('tbody tr').first().waitFor();
    // The SST demo moved some talents between environments up to 60 days ago: the promotion comes after
    // every row, and before the dissídio of the next test.
    const linhas = await historico.locator('tbody tr').count();
    await historico.getByRole('button', { name: 'Adicionar histórico' }).click();
    const dialog = page.locator('.bp6-dialog', { hasText: 'Inserir/Editar histórico do talento' });
    const field = (name: string) => dialog.locator(`#owned-historicoColaborador_${name}`);
    // Starts from the entry in force: only what changes is typed.
    await expect.poll(() => field('cargo').textContent()).toContain('Analista de RH');
    await field('data').fill('01/01/2020');
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await dialog.getByText('A data não pode ser anterior à admissão do talento.').waitFor();
    await screenshot(page, 'salarios-historico-recusado');
    await field('data').fill(formatDate(shiftDate(today(), { days: -30 })));
    await pick(field('faixaSalarial'), 'Analista de RH - Sênior');
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Histórico incluído com sucesso.').waitFor();
    await expect.poll(() => historico.locator('tbody tr').count()).toBe(linhas + 1);
    expect(await historico.locator('tbody tr').first().textContent()).toContain('Analista de RH - Sênior');
    await page.getByRole('tab', { name: 'Lotação' }).click();
    await expect.poll(() => page.locator('#root_faixaSalarial').textContent()).toContain('Analista de RH - Sênior');
    await screenshot(page, 'salarios-historico-talento');
  });

  it('uma revisão salarial: tabela, reajuste coletivo de 10 %, aplicação e o novo salário', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('reajuste');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Tabelas de Reajuste' }).click();
    await page.getByRole('heading', { name: 'Tabelas de Reajuste' }).waitFor();
    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.locator('#root_nome').fill('Dissídio 2026');
    await page.locator('#root_data').fill(formatDate(shiftDate(today(), { days: -10 })));
    await page.locator('label.bp6-checkbox', { hasText: 'Dissídio' }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await page.goto(`${app.url}/cargo-salario/tabelas-reajustes-colaboradores`);
    await settled(page);
    await rowOf(page, 'Dissídio 2026').getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Tabela de Reajuste' }).waitFor();

    await page.locator('.rh-record-actions').getByRole('button', { name: 'Reajuste coletivo' }).click();
    const dialog = page.locator('.bp6-dialog', { hasText: 'Reajuste coletivo: Dissídio 2026' });
    await dialog.locator('label.bp6-checkbox', { hasText: 'Matriz Fortaleza' }).click();
    await dialog.locator('label.rh-area-tree-item', { hasText: /^Recursos Humanos$/ }).click();
    await dialog.locator('#acao-reajuste-coletivo_percentual').fill('1000');
    await dialog.getByRole('button', { name: 'Reajuste coletivo' }).click();
    await dialog.getByText('não pode ser 0 (zero) ou maior que 999.999%').waitFor();
    await dialog.locator('#acao-reajuste-coletivo_percentual').fill('10');
    await dialog.getByRole('button', { name: 'Reajuste coletivo' }).click();
    await toastWith(page, 'Propostas de reajuste geradas com sucesso.').waitFor();
    const propostas = page.locator('.rh-owned-records');
    await propostas.locator('tbody tr', { hasText: 'Mariana Souza Lima' }).waitFor();
    expect(await propostas.locator('tbody tr', { hasText: 'Mariana Souza Lima' }).textContent()).toContain('6.380,00');
    await screenshot(page, 'salarios-reajuste-propostas');

    await page.locator('.rh-record-actions').getByRole('button', { name: 'Aplicar reajuste' }).click();
    await page.locator('.bp6-dialog', { hasText: 'Confirma?' }).getByRole('button', { name: 'Aplicar reajuste' }).click();
    await toastWith(page, 'Reajuste aplicado com sucesso.').waitFor();
    await page.locator('.rh-record-actions').getByRole('button', { name: 'Cancelar reajuste' }).waitFor();

    await page.goto(`${app.url}/cargo-salario/colaboradores?nome=Mariana`);
    await settled(page);
    await rowOf(page, 'Mariana Souza Lima').getByRole('button', { name: 'Editar' }).click();
    const historico = page.locator('.rh-owned-records');
    await historico.locator('tbody tr', { hasText: 'Dissídio' }).waitFor();
    expect(await historico.locator('tbody tr').first().textContent()).toContain('6.380,00');
    await page.getByRole('tab', { name: 'Lotação' }).click();
    await expect.poll(() => page.locator('#root_salario').inputValue()).toContain('6.380,00');
    await screenshot(page, 'salarios-reajuste-aplicado');
  });

  it('uma tabela de faixas: reajuste coletivo de 5 %, aplicação e o novo valor da faixa', async () => {
    await page.goto(`${app.url}/cargo-salario/tabelas-reajustes-colaboradores/new`);
    await page.getByRole('heading', { name: 'Inserir Tabela de Reajuste' }).waitFor();
    await settled(page);
    // After the demo's latest faixa values (60 days ago), whatever the day.
    const data = formatDate(shiftDate(today(), { days: 40 }));
    await page.locator('#root_nome').fill('Faixas da produção');
    await page.locator('#root_data').fill(data);
    await page.locator('#root_tipoReajuste').selectOption({ label: 'Faixas salariais' });
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await page.goto(`${app.url}/cargo-salario/tabelas-reajustes-colaboradores`);
    await settled(page);
    await rowOf(page, 'Faixas da produção').getByRole('button', { name: 'Editar' }).click();
    const propostas = page.locator('.rh-owned-records', { hasText: 'Propostas de reajuste das faixas' });
    await propostas.getByText('Nenhum registro encontrado.').waitFor();
    // Only the faixas' proposals belong to this table.
    expect(await page.getByText('Propostas de reajuste', { exact: true }).count()).toBe(0);

    await page.locator('.rh-record-actions').getByRole('button', { name: 'Reajuste coletivo' }).click();
    const dialog = page.locator('.bp6-dialog', { hasText: 'Reajuste coletivo: Faixas da produção' });
    await dialog.getByPlaceholder('Filtrar').fill('Operador de Produção');
    await dialog.locator('label.bp6-checkbox', { hasText: 'Todos' }).click();
    await dialog.locator('#acao-reajuste-coletivo-faixas_percentual').fill('5');
    await dialog.getByRole('button', { name: 'Reajuste coletivo' }).click();
    await toastWith(page, 'Propostas de reajuste geradas com sucesso.').waitFor();
    const primeira = propostas.locator('tbody tr', { hasText: 'Operador de Produção - I' }).first();
    await primeira.waitFor();
    expect(await primeira.textContent()).toContain('1.995,00');
    await screenshot(page, 'salarios-reajuste-faixas');

    await page.locator('.rh-record-actions').getByRole('button', { name: 'Aplicar reajuste' }).click();
    await page.locator('.bp6-dialog', { hasText: 'Confirma?' }).getByRole('button', { name: 'Aplicar reajuste' }).click();
    await toastWith(page, 'Reajuste aplicado com sucesso.').waitFor();
    await page.goto(`${app.url}/cargo-salario/faixas-salariais?nome=III`);
    await settled(page);
    const faixa = rowOf(page, 'Operador de Produção').filter({ hasText: data });
    await faixa.waitFor();
    expect(await faixa.textContent()).toContain('2.730,00');
  });

  it('faturamentos mensais: pelo menu, um por mês', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('faturamento');
    await page.locator('.rh-menu-search-results .bp6-menu-item').first().click();
    await page.getByRole('heading', { name: 'Faturamentos Mensais' }).waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.getByRole('heading', { name: 'Inserir Faturamento Mensal' }).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('Mês/Ano é obrigatório').waitFor();
    // The demo has the company's revenue of the last 24 months.
    await page.locator('#root_mesAno').fill(formatDate(shiftDate(today(), { months: -1 })).slice(3));
    await page.locator('#root_valor').fill('1000,00');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('Já existe faturamento neste mês.').waitFor();
    await screenshot(page, 'salarios-faturamento-repetido');
  });

  it('os históricos de todos os talentos: pelo menu, filtrados por motivo, abrem o talento', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('históricos dos talentos');
    await page.locator('.rh-menu-search-results .bp6-menu-item').first().click();
    await page.getByRole('heading', { name: 'Históricos dos Talentos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cargo-salario/colaboradores/historicos');
    await settled(page);
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await page.locator('#filtro_motivo').selectOption({ label: 'Transferência' });
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await settled(page);
    const linhas = page.locator('.rh-data-table tbody tr');
    // The filtered page replaces the first one when its answer arrives: a loaded machine takes more than poll's default second.
    await expect.poll(async () => (await linhas.allTextContents()).every((t) => t.includes('Transferência')), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Inserir' }).count()).toBe(0);
    await screenshot(page, 'salarios-historicos-dos-talentos');
    const talento = (await linhas.first().locator('td').first().textContent())!;
    await linhas.first().getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Talento' }).waitFor();
    await expect.poll(() => page.getByLabel('Nome').inputValue()).toBe(talento);
  });
});
