/**
 * Personnel requests in Chromium: the generic form's required messages, an action from the
 * list through its dialog (Suspender, then Reabrir), and the ad with its quick-access link.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { today } from '../../engine/validation/brazilian';
import { rowOf as rowIn, screenshot, settled as settledIn, toastWith, useSession } from './harness';

const { app, page } = useSession();

const settled = () => settledIn(page);
const toast = (text: string) => toastWith(page, text);
const rowOf = (text: string) => rowIn(page, text);

describe('solicitações de pessoal', () => {
  it('formulário vazio mostra as mensagens dos campos', async () => {
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal/new`);
    await page.getByRole('heading', { name: 'Inserir Solicitação de Pessoal' }).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast('Preencha os campos indicados').waitFor();
    // The request's date starts as today's; the fields nobody filled say they are required.
    expect(await page.getByLabel('Data da solicitação').inputValue()).toBe(formatDate(today()));
    await page.getByText('Horário de trabalho é obrigatório').waitFor();
    await screenshot(page, 'solicitacao-formulario-vazio');
  });

  it('suspende pela lista com o diálogo e reabre', async () => {
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal`);
    await page.getByRole('heading', { name: 'Solicitações de Pessoal' }).waitFor();
    await settled();
    const row = rowOf('Auxiliares de logística');
    await row.waitFor();
    await screenshot(page, 'solicitacao-lista');
    await row.getByRole('button', { name: 'Ações' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Suspender' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const data = dialog.getByLabel('Data da suspensão');
    expect(await data.inputValue()).toBe(formatDate(today()));
    // The calendar picks the first day of this month.
    await dialog.getByRole('button', { name: 'Abrir calendário' }).click();
    await page.locator('.bp6-datepicker').waitFor();
    await screenshot(page, 'calendario-suspensao');
    await page.locator('.bp6-datepicker .rdp-day:not(.rdp-day_outside)', { hasText: /^1$/ }).click();
    expect(await data.inputValue()).toBe(formatDate(`${today().slice(0, 8)}01`));
    await page.getByRole('dialog').getByLabel('Observação').fill('Aguardando orçamento');
    await screenshot(page, 'solicitacao-dialogo-suspender');
    await page.getByRole('dialog').getByRole('button', { name: 'Suspender' }).click();
    await toast('Solicitação suspensa com sucesso.').waitFor();
    await settled();
    await row.getByRole('button', { name: 'Ações' }).click();
    expect(await page.locator('.bp6-menu-item', { hasText: 'Suspender' }).count()).toBe(0);
    await page.locator('.bp6-menu-item', { hasText: 'Reabrir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reabrir' }).click();
    await toast('Solicitação reaberta com sucesso.').waitFor();
    await screenshot(page, 'solicitacao-reaberta');
  });

  it('o anúncio mostra o link de acesso rápido', async () => {
    await page.goto(`${app.url}/captacao/anuncios`);
    await settled();
    await rowOf('Analista de RH (recrutamento e seleção)').getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Anúncio' }).waitFor();
    const link = page.getByLabel('Link de acesso rápido');
    await link.waitFor();
    expect(await link.inputValue()).toMatch(/\/externo\/anuncios\?solicitacaoId=\d+&empresaId=1$/);
    await page.getByRole('button', { name: 'Copiar' }).waitFor();
    await screenshot(page, 'anuncio-link');
  });
});
