/**
 * The talent's competence levels in Chromium (issue 13 items 6, 9): on Mariana's form, an
 * assessment of the competences her faixa's matrix requires — refused first with the message on
 * the rows left without a level, then saved and read back — and the "Matriz Talentos ×
 * Competências" opened from the menu and previewed. Screenshots (also at 1024 px):
 * artifacts/screenshots/competencias-talento-*.png.
 */
import { describe, expect, it } from 'vitest';
import { rowOf, screenshot, settled, toastWith, useSession } from './harness';

const { app, page } = useSession();

describe('níveis de competência do talento', () => {
  it('avalia as competências exigidas pela faixa da talento e as relê', async () => {
    await page.goto(`${app.url}/cargo-salario/colaboradores?nome=Mariana`);
    await settled(page);
    await rowOf(page, 'Mariana Souza Lima').getByRole('button', { name: 'Editar' }).click();
    const secao = page.locator('.rh-niveis-competencia-talento');
    await secao.getByText('Nenhuma avaliação de competências deste talento.').waitFor();
    await secao.getByRole('button', { name: 'Avaliar competências' }).click();
    const dialog = page.locator('.rh-avaliacao-competencias-dialog');
    // Her faixa today, from the history, and the competences its matrix requires, with the level required.
    await expect.poll(() => dialog.locator('#avaliacao-faixa option:checked').textContent()).toBe('Analista de RH - Pleno');
    const linha = (nome: string) => dialog.locator('tbody tr', { hasText: nome });
    await linha('Legislação trabalhista').waitFor();
    expect(await dialog.locator('tbody tr').count()).toBe(6);
    expect(await dialog.locator('thead th').allTextContents()).toEqual(['Competência', 'Nível exigido', 'Ruimpeso 1', 'Regularpeso 2', 'Bompeso 3', 'Ótimopeso 4']);
    await dialog.getByLabel('Legislação trabalhista: Ótimo').check({ force: true });
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await linha('Recrutamento e seleção').locator('.bp6-form-helper-text', { hasText: 'Nível é obrigatório' }).waitFor();
    expect(await linha('Legislação trabalhista').locator('.bp6-form-helper-text').count()).toBe(0);
    await screenshot(page, 'competencias-talento-recusada');
    const nomes = (await dialog.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-competencia') ?? ''))).filter((n) => n !== 'Legislação trabalhista');
    for (const [i, nome] of nomes.entries()) await dialog.getByLabel(`${nome}: ${i % 2 ? 'Regular' : 'Bom'}`).check({ force: true });
    await dialog.locator('#avaliacao-avaliador').selectOption({ index: 1 });
    await dialog.locator('#avaliacao-observacao').fill('Avaliação do ciclo');
    await screenshot(page, 'competencias-talento-avaliacao');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'competencias-talento-avaliacao-1024');
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Avaliação incluída com sucesso.').waitFor();
    await secao.locator('tbody tr', { hasText: 'Analista de RH - Pleno' }).waitFor();
    await screenshot(page, 'competencias-talento-1024');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'competencias-talento');

    // Read back: the levels chosen.
    await secao.locator('tbody tr').first().getByRole('button', { name: 'Editar' }).click();
    await expect.poll(() => dialog.getByLabel('Legislação trabalhista: Ótimo').isChecked()).toBe(true);
    expect(await dialog.getByLabel(`${nomes[1]}: Regular`).isChecked()).toBe(true);
    expect(await dialog.locator('#avaliacao-observacao').inputValue()).toBe('Avaliação do ciclo');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('a Matriz Talentos × Competências, pelo menu', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('matriz talentos');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Relatórios › Matriz Talentos × Competências' }).click();
    await page.getByRole('heading', { name: 'Matriz Talentos × Competências' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cargo-salario/relatorios/matriz-talentos-competencias');
    await page.locator('label.bp6-checkbox', { hasText: 'Todos' }).first().click();
    // Among the demo's 300 talents, the Analistas de RH: the cargos' list filtered and ticked.
    await page.locator('.rh-checkbox-list').nth(1).getByPlaceholder('Filtrar').fill('Analista de RH');
    await page.locator('label.bp6-checkbox', { hasText: 'Todos' }).nth(1).click();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    const preview = page.locator('.rh-report-preview');
    await preview.getByText('Mariana Souza Lima').waitFor();
    await screenshot(page, 'competencias-talento-matriz');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'competencias-talento-matriz-1024');
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
