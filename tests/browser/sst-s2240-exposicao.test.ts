/**
 * An S-2240 event born of an exposure change, in Chromium (brief item 3): a talent's new history
 * row places them in the warehouse, which the demo GHE 01 covers with its noise measured in dB(A);
 * the event shows pending in SST › eSocial › Eventos S-2240, "Gerar XML" validates it, and the
 * XML downloaded from its form carries the measurement. Screenshots at 1366 and 1024 px:
 * artifacts/screenshots/s2240-exposicao-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { validarEventoS2240 } from '../../modules/sst/esocial/validador';
import { rowOf, screenshotAtWidths, settled, toastWith, useSession } from './harness';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();
const TALENTO = 'Mariana Souza Lima';

/** A row's action, inline or in its "Ações" menu. */
async function acaoDaLinha(linha: Locator, nome: string) {
  const direta = linha.getByRole('button', { name: nome });
  if (await direta.count()) return direta.click();
  await linha.getByRole('button', { name: 'Ações' }).click();
  await page.locator('.bp6-menu-item', { hasText: nome }).click();
}

describe('SST: evento S-2240 de uma mudança de exposição', () => {
  it('o talento no ambiente de um GHE com ruído medido: evento pendente, XML gerado e baixado', async () => {
    const inicio = daysAfter(today(), -5);
    await page.goto(`${app.url}/cargo-salario/colaboradores?nome=Mariana`);
    await settled(page);
    await rowOf(page, TALENTO).getByRole('button', { name: 'Editar' }).click();
    const historico = page.locator('.rh-owned-records', { hasText: 'Adicionar histórico' });
    await historico.locator('tbody tr').first().waitFor();
    await historico.getByRole('button', { name: 'Adicionar histórico' }).click();
    const dialog = page.locator('.bp6-dialog', { hasText: 'Inserir/Editar histórico do talento' });
    const field = (name: string) => dialog.locator(`#owned-historicoColaborador_${name}`);
    await field('data').fill(formatDate(inicio));
    await field('motivo').selectOption({ label: 'Transferência' });
    await pick(field('ambiente'), 'Almoxarifado');
    await pick(field('funcao'), 'Operador de empilhadeira');
    await screenshotAtWidths(page, 's2240-exposicao-historico');
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Histórico incluído com sucesso.').waitFor();

    await page.getByPlaceholder('Pesquisar Menu').fill('S-2240');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'eSocial › Eventos S-2240' }).click();
    await page.getByRole('heading', { name: 'Eventos S-2240' }).waitFor();
    await settled(page);
    const linha = rowOf(page, TALENTO).filter({ hasText: formatDate(inicio) });
    await expect.poll(() => linha.textContent(), { timeout: 10_000 }).toContain('Pendente');
    // The demo already placed this talent somewhere: the move starts or changes their exposure.
    expect(await linha.textContent()).toMatch(/Início da exposição|Alteração da exposição/);
    await screenshotAtWidths(page, 's2240-exposicao-pendente');

    await acaoDaLinha(linha, 'Gerar XML');
    const confirmacao = page.getByRole('dialog');
    await confirmacao.getByText('Gerar o XML do evento e validá-lo contra o leiaute S-1.3 do eSocial?').waitFor();
    await confirmacao.locator('.bp6-button.bp6-intent-primary').first().click();
    await toastWith(page, 'Geração concluída: confira a situação do evento.').waitFor();
    await expect.poll(() => linha.textContent(), { timeout: 10_000 }).toContain('Gerado');

    await acaoDaLinha(linha, 'Visualizar');
    await page.getByRole('button', { name: 'Baixar XML' }).waitFor();
    await settled(page);
    await screenshotAtWidths(page, 's2240-exposicao-gerado');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Baixar XML' }).click()]);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(await validarEventoS2240(xml)).toEqual({ valido: true, erros: [] });
    expect(xml).toContain(`<dtIniCondicao>${inicio}</dtIniCondicao>`);
    expect(xml).toContain('<codAgNoc>02.01.001</codAgNoc>');
    expect(xml).toContain('<intConc>87.5</intConc>');
  });
});
