/**
 * The experience-period follow-up in Chromium (issue 14 item 5): the follow-ups due, found in
 * the menu; one answered in part ("Salvar e continuar depois"), refused with the messages under
 * the questions left, finished; the row then shows it answered, and the talent's form lists it
 * and prints it. Screenshots: artifacts/screenshots/acompanhamento-experiencia-*.png.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, settled, toastWith, useSession } from './harness';

const { app, page } = useSession();

describe('acompanhamento do período de experiência', () => {
  it('responde em parte, termina, e o talento o mostra e imprime', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('acompanhamento do período');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Movimentações › Acompanhamento do Período de Experiência' }).click();
    await page.getByRole('heading', { name: 'Acompanhamento do Período de Experiência' }).waitFor();
    await settled(page);
    // A follow-up nobody started (the demo answered some, one in part).
    const linha = page.locator('.rh-acompanhamentos tbody tr', { has: page.getByRole('button', { name: 'Responder', exact: true }) }).first();
    const nome = (await linha.locator('td').first().textContent())!;
    const periodo = (await linha.locator('td').nth(3).textContent())!;
    await linha.getByRole('button', { name: 'Responder', exact: true }).click();
    const dialog = page.locator('.bp6-dialog');
    await dialog.getByText('Selecione a nota de 1 a 5:').first().waitFor();
    const notas = dialog.locator('select');
    await notas.nth(0).selectOption('4');
    await dialog.getByRole('button', { name: 'Salvar e continuar depois' }).click();
    await toastWith(page, 'Respostas salvas. Você pode continuar depois.').waitFor();

    await dialog.getByRole('button', { name: 'Enviar respostas' }).click();
    await dialog.getByText('Responda as perguntas indicadas.').waitFor();
    expect(await dialog.locator('.rh-questao', { hasText: 'Selecione a nota.' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'acompanhamento-experiencia-faltando');
    const total = await notas.count();
    for (let i = 1; i < total; i++) if ((await notas.nth(i).locator('option').count()) > 1) await notas.nth(i).selectOption({ index: 4 }).catch(() => notas.nth(i).selectOption({ index: 1 }));
    const recomendacao = dialog.getByRole('radio').first();
    if (await recomendacao.count()) await recomendacao.check({ force: true });
    await dialog.locator('#acompanhamento-observacao').fill('Boa adaptação à equipe.');
    await dialog.getByRole('button', { name: 'Enviar respostas' }).click();
    await toastWith(page, 'Acompanhamento registrado').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Answered in full: out of the pending ones, shown with all.
    await page.getByLabel('Somente os não respondidos').uncheck({ force: true });
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await settled(page);
    const respondida = page.locator('.rh-acompanhamentos tbody tr', { hasText: nome }).filter({ hasText: periodo });
    await respondida.getByText('Respondido em').waitFor();
    await screenshot(page, 'acompanhamento-experiencia');

    // On the talent's form, with the print of the answers.
    await page.goto(`${app.url}/cargo-salario/colaboradores?nome=${encodeURIComponent(nome)}`);
    await settled(page);
    await page.locator('.rh-data-table tbody tr', { hasText: nome }).first().getByRole('button', { name: 'Editar' }).click();
    const secao = page.locator('.rh-acompanhamentos-talento');
    await secao.locator('tr', { hasText: periodo }).getByText('Respondido em').waitFor();
    await secao.locator('tr', { hasText: periodo }).getByRole('button', { name: 'Imprimir' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gerar PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/^questionario-\d+\.pdf$/);
    await screenshot(page, 'acompanhamento-experiencia-talento');
  });
});
