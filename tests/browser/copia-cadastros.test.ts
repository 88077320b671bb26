/**
 * Utilitários › Cópia de cadastros in Chromium: the administrator opens the screen from the menu,
 * sees the §5 refusal when both companies are the same, chooses Cargos (the registers they refer
 * to are checked with them), copies them from Empresa Demonstração to Filial Norte and reads the
 * result per register (the data copied is checked in tests/api/copia-cadastros.test.ts).
 * Screenshots: artifacts/screenshots/copia-cadastros-*.png (1366 and 1024 px).
 */
import { describe, expect, it } from 'vitest';
import { apiOf, screenshot, screenshotAtWidths, settled, toastWith, useSession } from './harness';

const { app, page } = useSession();

/** Blueprint draws the box over the input: the label is what a user clicks. */
const tick = (name: string) => page.locator('label.bp6-checkbox', { hasText: new RegExp(`^${name}$`) }).click();

describe('cópia de cadastros', () => {
  it('copia os cargos para a Filial Norte pelo menu', async () => {
    const { api } = apiOf({ app, page });
    const origem = await api<{ content: { nome: string }[] }>('GET', '/cargos?size=100');
    expect(origem.content.length).toBeGreaterThan(0);

    await page.getByPlaceholder('Pesquisar Menu').fill('cópia');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: /^Utilitários › Cópia de cadastros$/ }).click();
    await page.getByRole('heading', { name: 'Cópia de cadastros', exact: true }).waitFor();
    await settled(page);

    // The same company on both sides: the §5 message on the target.
    await page.getByLabel('Empresa de origem').selectOption({ label: 'Empresa Demonstração' });
    await page.getByLabel('Empresa de destino').selectOption({ label: 'Empresa Demonstração' });
    await tick('Etapas Seletivas');
    await page.getByRole('button', { name: 'Copiar' }).click();
    await page.getByText('Empresas Selecionadas devem ser diferentes').waitFor();
    await screenshot(page, 'copia-cadastros-mesma-empresa');
    await tick('Etapas Seletivas');

    await page.getByLabel('Empresa de destino').selectOption({ label: 'Filial Norte' });
    // Another company chosen: the message goes.
    await page.getByText('Empresas Selecionadas devem ser diferentes').waitFor({ state: 'detached' });
    await tick('Cargos');
    // What a cargo refers to comes with it.
    for (const name of ['Áreas Organizacionais', 'Grupos Ocupacionais', 'Conhecimentos', 'Habilidades', 'Atitudes', 'Etapas Seletivas', 'Áreas de Formação']) {
      expect(await page.getByRole('checkbox', { name, exact: true }).isChecked(), name).toBe(true);
    }
    expect(await page.getByRole('checkbox', { name: 'Faixas Salariais', exact: true }).isChecked()).toBe(false);
    await screenshotAtWidths(page, 'copia-cadastros-escolha');

    await page.getByRole('button', { name: 'Copiar' }).click();
    await page.getByText('Copiar os cadastros selecionados de Empresa Demonstração para Filial Norte?').waitFor();
    await page.getByRole('button', { name: 'Sim' }).click();
    await toastWith(page, 'Cadastros copiados.').waitFor();
    const cargosRow = page.locator('.rh-copia-resultado tbody tr', { hasText: /^Cargos/ });
    await cargosRow.waitFor();
    // Filial Norte had its own "Operador de Produção": reported, not repeated.
    expect(await cargosRow.locator('td').nth(2).textContent()).toBe('Operador de Produção');
    expect(await cargosRow.locator('td').nth(1).textContent()).toBe(String(origem.content.length - 1));
    await screenshotAtWidths(page, 'copia-cadastros-resultado');
  });
});
