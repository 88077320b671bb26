/**
 * Personnel requests in Chromium: the generic form's required messages, an action from the
 * list through its dialog (Suspender, then Reabrir), and the ad with its quick-access link.
 */
import { describe, expect, it } from 'vitest';
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
    await page.getByText('Data da solicitação é obrigatória').waitFor();
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
    await page.getByRole('dialog').waitFor();
    await page.getByRole('dialog').getByLabel('Data da suspensão').fill('15/06/2025');
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
