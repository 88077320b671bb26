/**
 * Homogeneous exposure groups in Chromium (issue 17 items 2 and 3): through the menu, a new group
 * with a history row over an environment and a quantitative risk item — the measurement's fields
 * refused on the field until filled, the EPI block hidden while EPIs do not apply — and the item
 * listed under its history row, below the group's fields and history. Screenshots at 1366 and 1024 px: artifacts/screenshots/sst-ghe-*.png.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rowOf, screenshotAtWidths, settled, toastWith, useSession } from './harness';
import { pick, pickMany } from '../support/blueprint-select';

const { app, page } = useSession();
const dialogo = (titulo: string) => page.locator('.bp6-dialog', { hasText: titulo });
const historicoDialog = () => dialogo('Inserir/Editar histórico do grupo homogêneo');
const condicaoDialog = () => dialogo('Inserir/Editar condição ambiental');
/** A field of an owned record's dialog: `#owned-<entidade>_<campo>`. */
const h = (campo: string) => historicoDialog().locator(`#owned-historicoGrupoHomogeneo_${campo}`);
const c = (campo: string) => condicaoDialog().locator(`#owned-condicaoAmbiental_${campo}`);
const grupoDe = (campo: string) => condicaoDialog().locator('.bp6-form-group', { has: page.locator(`#owned-condicaoAmbiental_${campo}`) });

const helperOf = (on: Locator, id: string) => on.locator('.bp6-form-group', { has: page.locator(`#${id}`) }).locator('.bp6-form-helper-text');

describe('SST: grupos homogêneos de exposição', () => {
  it('pelo menu, um GHE com histórico e um risco quantitativo (ruído em dB(A))', async () => {
    await page.goto(`${app.url}/`);
    await page.getByPlaceholder('Pesquisar Menu').fill('GHE');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'SST › Grupos homogêneos (GHE)' }).click();
    await rowOf(page, 'GHE 01 - Logística e almoxarifado').waitFor();
    await screenshotAtWidths(page, 'sst-ghe-lista');

    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.getByRole('heading', { name: 'Inserir Grupo homogêneo de exposição' }).waitFor();
    await page.locator('#root_nome').fill('GHE navegador - Manutenção');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await helperOf(page.locator('form').first(), 'root_estabelecimentosIds').filter({ hasText: /obrigatório/ }).waitFor();
    await pickMany(page.locator('#root_estabelecimentosIds'), 'Matriz');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    await settled(page);

    await rowOf(page, 'GHE navegador - Manutenção').getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Grupo homogêneo de exposição' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar histórico' }).click();
    await h('data').fill('01/02/2025');
    await pickMany(h('ambientes'), 'Almoxarifado');
    await historicoDialog().getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Histórico incluído com sucesso.').waitFor();

    const secao = page.locator('.rh-owned-records', { hasText: 'Condições ambientais a partir de 01/02/2025' });
    await secao.getByRole('button', { name: 'Adicionar condição ambiental' }).click();
    await pick(c('atividadePerigosaInsalubre'), '02.01.001 - Ruído', '02.01.001');
    await pick(c('risco'), 'Ruído contínuo');
    // Quantitative is the default: unit, technique and intensity are asked for, on their fields.
    // Saved once the risk's options have answered: a schema change arriving after the submit still clears its messages.
    await settled(page);
    await condicaoDialog().getByRole('button', { name: 'Gravar' }).click();
    await grupoDe('tecnicaMedicao').locator('.bp6-form-helper-text').filter({ hasText: 'Técnica de medição é obrigatória' }).waitFor();
    await screenshotAtWidths(page, 'sst-ghe-condicao-recusada');
    await c('unidadeMedida').selectOption({ label: 'decibel (A) (dB(A))' });
    await c('intensidadeConcentracao').fill('88');
    await c('tecnicaMedicao').fill('NHO 01 - dosimetria');
    // The EPI block (efficacy, the six questions) stays hidden while EPIs do not apply.
    expect(await c('epiEficaz').isVisible()).toBe(false);
    expect(await c('higienizacao').isVisible()).toBe(false);
    await screenshotAtWidths(page, 'sst-ghe-condicao-formulario');
    await condicaoDialog().getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Condição ambiental incluída com sucesso.').waitFor();
    await expect.poll(() => secao.locator('tbody tr', { hasText: 'Ruído' }).count()).toBe(1);
    // The items come under the group's fields and its history rows (a form extension placed 'after').
    const topo = async (parte: Locator) => (await parte.boundingBox())!.y;
    const historicos = page.locator('.rh-owned-records', { has: page.getByRole('button', { name: 'Adicionar histórico' }) });
    expect(await topo(page.locator('#root_nome'))).toBeLessThan(await topo(historicos));
    expect(await topo(historicos)).toBeLessThan(await topo(secao));
    await screenshotAtWidths(page, 'sst-ghe-formulario');
  });
});
