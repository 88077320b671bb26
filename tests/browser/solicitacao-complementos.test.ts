/**
 * The request form's remaining pieces in Chromium: the cargo limit checked while the number of
 * vacancies is typed (validarLimiteCargo, 500 ms after typing stops), the cities of the chosen
 * state only (and the city emptied when the state changes), accepted schoolings and the e-mails
 * to notify. Screenshots: artifacts/screenshots/solicitacao-complementos-*.png.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, toastWith, useSession } from './harness';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();

const field = (id: string) => page.locator(`#root_${id}`);
const helperUnder = (id: string) =>
  page.locator(`label[for="root_${id}"]`).locator('xpath=ancestor::div[contains(@class, "bp6-form-group")][1]').locator('.bp6-form-helper-text').first();
const menuItem = (text: string) => page.locator('.bp6-popover .bp6-menu-item', { hasText: text }).first();
describe('solicitação: limite, estado → cidade, escolaridades e e-mails', () => {
  it('avisa o limite do cargo enquanto digita, filtra as cidades pelo estado e grava o resto', async () => {
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal/new`);
    await page.getByRole('heading', { name: 'Inserir Solicitação de Pessoal' }).waitFor();
    await field('data').fill('01/07/2025');
    await field('descricao').fill('Auxiliares para a Black Friday');
    await pick(field('estabelecimento'), 'Matriz Fortaleza');
    await pick(field('areaOrganizacional'), 'Operações');
    await pick(field('cargo'), 'Auxiliar de Logística');
    await pick(field('motivoSolicitacao'), 'Aumento de quadro');
    await field('horarioComercial').fill('Segunda a sábado, 8h às 17h');

    // Typing is never held: the digits land at once, the message comes after the pause.
    await field('quantidade').fill('10');
    expect(await field('quantidade').inputValue()).toBe('10');
    await expect.poll(() => helperUnder('quantidade').textContent(), { timeout: 5000 }).toMatch(
      /^O limite de 6 colaborador\(es\) para o cargo Auxiliar de Logística na área Operações seria ultrapassado/,
    );
    await screenshot(page, 'solicitacao-complementos-limite');
    await field('quantidade').fill('1');
    await expect.poll(() => helperUnder('quantidade').textContent(), { timeout: 5000 }).not.toMatch(/limite/);

    await field('emailsCheck').fill('gestor@demonstracao');
    await field('emailsCheck').press('Enter');
    await page.locator('.rh-field-error').waitFor();
    await screenshot(page, 'solicitacao-complementos-email-invalido');
    expect(await page.locator('.rh-field-error').textContent()).toBe('E-mail inválido.');
    await field('emailsCheck').fill('gestor@demonstracao.com.br');
    await field('emailsCheck').press('Enter');
    await page.locator('.bp6-tag', { hasText: 'gestor@demonstracao.com.br' }).waitFor();

    await page.getByRole('tab', { name: 'Dados complementares' }).click();
    await field('escolaridades').click();
    await menuItem('Ensino Médio completo').click();
    await page.keyboard.press('Escape');

    // No state yet: the city has nothing to offer.
    await field('cidade').click();
    await menuItem('Selecione antes o campo Estado.').waitFor();
    await page.keyboard.press('Escape');
    await pick(field('estado'), 'Ceará');
    await field('cidade').click();
    await menuItem('Fortaleza').waitFor();
    await page.getByPlaceholder('Pesquisar', { exact: true }).last().fill('Manaus');
    await menuItem('Nenhum registro encontrado.').waitFor();
    await page.getByPlaceholder('Pesquisar', { exact: true }).last().fill('Fortal');
    await menuItem('Fortaleza').click();
    await expect.poll(() => field('cidade').textContent()).toBe('Fortaleza');
    await screenshot(page, 'solicitacao-complementos-cidade');

    // Another state empties the city.
    await pick(field('estado'), 'Amazonas');
    await expect.poll(() => field('cidade').textContent()).toBe('Selecione');
    await field('cidade').click();
    // The search left from the other state is gone.
    expect(await page.getByPlaceholder('Pesquisar', { exact: true }).last().inputValue()).toBe('');
    await page.getByPlaceholder('Pesquisar', { exact: true }).last().fill('Manaus');
    await menuItem('Manaus').click();
    await screenshot(page, 'solicitacao-complementos-outro-estado');

    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    const list = await page.request.get(`${app.url}/api/solicitacoes-pessoal?descricao=Black%20Friday`);
    const [created] = (await list.json()).content as { id: number }[];
    const record = await (await page.request.get(`${app.url}/api/solicitacoes-pessoal/${created!.id}`)).json();
    expect(record).toMatchObject({
      quantidade: 1,
      emailsCheck: ['gestor@demonstracao.com.br'],
      escolaridades: ['07'],
      estado: { nome: 'Amazonas' },
      cidade: { nome: 'Manaus' },
    });
  });
});
