/**
 * The home page in Chromium (spec 02 §2): the demo's messages, written by the events, in two
 * columns of boxes; a box dragged to the other column stays there after a reload; a message viewed
 * and marked read leaves its box; the news shown by itself and the bell with its counter and list.
 * Screenshots at 1366 and 1024 px: artifacts/screenshots/mensagens-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { CaixasMensagens } from '../../modules/mensagens/mensagens.api';
import { apiOf, screenshotAtWidths, settled, useSession } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

const coluna = (lado: 'esquerda' | 'direita') => page.locator(`.rh-caixas-coluna[data-coluna="${lado}"]`);
const caixa = (tipo: string) => page.locator(`.rh-caixa[data-caixa="${tipo}"]`);

describe('página inicial', () => {
  it('mostra o que fazer hoje e as caixas com as mensagens que os eventos escreveram', async () => {
    await settled(page);
    await page.locator('.rh-para-hoje', { hasText: 'Para hoje' }).waitFor();
    await expect.poll(() => coluna('esquerda').locator('.rh-caixa').count()).toBe(4);
    await expect.poll(() => coluna('direita').locator('.rh-caixa').count()).toBe(4);
    // The demo's personnel requests waiting for approval (status "Em análise").
    await caixa('R').locator('.rh-caixa-mensagem', { hasText: 'aguarda aprovação' }).first().waitFor();
    await screenshotAtWidths(page, 'mensagens-home');
  });

  it('a notícia nova aparece sozinha; fechada, fica lida e o sino conta a outra', async () => {
    const automatica = page.getByRole('dialog', { name: 'Notícia' });
    await automatica.waitFor();
    await automatica.getByRole('button', { name: 'Fechar' }).click();
    await automatica.waitFor({ state: 'detached' });
    const sino = page.getByRole('button', { name: 'Notícias: 1 não lidas' });
    await sino.click();
    const lista = page.locator('.rh-noticias-lista');
    // Once the popover's opening animation ends: 400 px wide (spec §9).
    await expect.poll(async () => (await lista.boundingBox())?.width).toBe(400);
    await screenshotAtWidths(page, 'mensagens-noticias');
    await lista.locator('.bp6-menu-item', { hasText: 'backup' }).click();
    const visualizador = page.getByRole('dialog', { name: 'Notícia' });
    await visualizador.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('button', { name: 'Notícias', exact: true }).waitFor();
  });

  it('uma caixa arrastada para a outra coluna fica lá depois de recarregar', async () => {
    await caixa('R').locator('.rh-caixa-cabecalho').dragTo(coluna('direita'), { targetPosition: { x: 40, y: 5 } });
    await expect.poll(async () => (await api<CaixasMensagens>('GET', '/mensagens/caixas')).caixasDireita.map((c) => c.tipo)).toContain('R');
    await page.reload();
    await settled(page);
    await coluna('direita').locator('.rh-caixa[data-caixa="R"]').waitFor();
    await expect.poll(() => coluna('esquerda').locator('.rh-caixa[data-caixa="R"]').count()).toBe(0);
    // The keyboard's way: the box's button takes it back.
    await caixa('R').getByRole('button', { name: 'Mover Recrutamento e Seleção para a coluna da esquerda' }).click();
    await coluna('esquerda').locator('.rh-caixa[data-caixa="R"]').waitFor();
  });

  it('uma mensagem vista e marcada como lida sai da caixa', async () => {
    const antes = (await api<CaixasMensagens>('GET', '/mensagens/caixas')).caixasEsquerda.find((c) => c.tipo === 'R')!;
    await caixa('R').locator('.rh-caixa-mensagem').first().click();
    const dialogo = page.getByRole('dialog', { name: 'Visualizar Mensagem' });
    await dialogo.getByText(antes.mensagens[0]!.texto).waitFor();
    await screenshotAtWidths(page, 'mensagens-visualizar');
    await dialogo.getByText('Mensagem Lida').click();
    await expect.poll(async () => (await api<CaixasMensagens>('GET', '/mensagens/caixas')).caixasEsquerda.find((c) => c.tipo === 'R')!.naoLidas).toBe(antes.naoLidas - 1);
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => caixa('R').locator('.rh-caixa-mensagem', { hasText: antes.mensagens[0]!.textoAbreviado }).count()).toBe(0);
  });
});
