/**
 * A 2.0 performance evaluation in Chromium (spec 02 §3, §5): the formato shows only for 2.0 and is
 * then required ("Campo Obrigatório é necessário quando Tipo é 2.0"); saved, the evaluation keeps
 * it; turned back to 1.0, the field hides and the saved formato is "0" again.
 * Screenshots: artifacts/screenshots/desempenho-2-*.png (1366 and 1024 px).
 */
import { describe, expect, it } from 'vitest';
import { screenshotAtWidths, settled, toastWith, useSession, apiOf } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });
const TITULO = 'Ciclo 2.0 de Chromium';
const MENSAGEM = 'Campo Obrigatório é necessário quando Tipo é 2.0';

describe('avaliação de desempenho 2.0 no navegador', () => {
  it('o formato aparece no 2.0, é exigido, e some (e volta a "0") no 1.0', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/avaliacao/avaliacoes-desempenho/new`);
    await page.getByRole('heading', { name: 'Inserir Avaliação de Desempenho' }).waitFor();
    const formato = page.locator('#root_formato');
    await page.locator('label.bp6-radio', { hasText: '1.0' }).click();
    expect(await formato.isVisible()).toBe(false);

    await page.locator('#root_titulo').fill(TITULO);
    await page.locator('#root_dataIni').fill('01/01/2026');
    await page.locator('#root_dataFim').fill('31/12/2026');
    await page.locator('label.bp6-radio', { hasText: '2.0' }).click();
    await formato.waitFor({ state: 'visible' });
    await page.locator('#root_modeloAvaliacao').click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'Avaliação de Desempenho Anual' }).first().click();
    await page.locator('label.bp6-radio', { hasText: 'Sim' }).first().click();
    await page.locator('label.bp6-radio', { hasText: 'Não' }).last().click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText(MENSAGEM).first().waitFor();
    await screenshotAtWidths(page, 'desempenho-2-formato-exigido');

    await formato.selectOption({ label: 'Por níveis de competência' });
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    const id = (await api<{ content: { id: number }[] }>('GET', `/avaliacoes-desempenho?titulo=${encodeURIComponent(TITULO)}`)).content[0]!.id;
    expect(await api('GET', `/avaliacoes-desempenho/${id}`)).toMatchObject({ tipo: '2.0', formato: '2' });

    await page.goto(`${app.url}/avaliacao/avaliacoes-desempenho/${id}`);
    await settled(page);
    await expect.poll(() => formato.inputValue()).toBe('2');
    await screenshotAtWidths(page, 'desempenho-2-gravada');
    await page.locator('label.bp6-radio', { hasText: '1.0' }).click();
    await formato.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    expect(await api('GET', `/avaliacoes-desempenho/${id}`)).toMatchObject({ tipo: '1.0', formato: '0' });
  });
});
