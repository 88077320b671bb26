/**
 * The audit log in Chromium: a change made in a screen is found under Utilitários › Log de
 * Alterações by its Cadastro, and opening it shows the fields that changed, before and after.
 * Screenshots: artifacts/screenshots/log-*.png.
 */
import { describe, expect, it } from 'vitest';
import { rowOf, screenshot, settled, useSession } from './harness';

const { page } = useSession();

describe('log de alterações', () => {
  it('acha a alteração pelo cadastro e mostra o que mudou', async () => {
    // A change made through the API from the signed-in page, as the forms make them.
    const nome = `Klingon ${Date.now() % 100000}`;
    const id = await page.evaluate(async (nomeIdioma) => {
      const headers = { 'content-type': 'application/json' };
      const created = await (await fetch('/api/idiomas', { method: 'POST', headers, body: JSON.stringify({ nome: nomeIdioma }) })).json();
      await fetch(`/api/idiomas/${created.id}`, { method: 'PATCH', headers, body: JSON.stringify({ nome: `${nomeIdioma} (avançado)` }) });
      return created.id as number;
    }, nome);

    await page.getByPlaceholder('Pesquisar Menu').fill('log de');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Log de Alterações' }).click();
    await page.getByRole('heading', { name: 'Log de Alterações' }).waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await page.getByLabel('Cadastro').selectOption({ label: 'Idioma' });
    await page.getByLabel('Código do registro').fill(String(id));
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.waitForURL(/entidade=idioma/);
    await settled(page);
    await page.getByText('2 registro(s) encontrado(s).').waitFor();
    const cells = await rowOf(page, 'Alteração').locator('td').allTextContents();
    expect(cells.slice(1, 5)).toEqual(['Administrador Demonstração', 'Idioma', String(id), 'Alteração']);
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await screenshot(page, 'log-lista');

    await rowOf(page, 'Alteração').getByRole('button', { name: 'Visualizar' }).click();
    const diff = page.locator('table.rh-audit-diff');
    await diff.waitFor();
    expect(await diff.locator('tbody tr').first().locator('td').allTextContents()).toEqual(['Nome', nome, `${nome} (avançado)`]);
    await screenshot(page, 'log-alteracao');
  });
});
