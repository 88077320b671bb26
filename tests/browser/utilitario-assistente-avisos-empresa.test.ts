/**
 * Utilitários in Chromium, what issue 18 still lacked: the system notice of a missing backup and its
 * link to Utilitários › Backup; "Testar conexão" of the assistant against a fake OpenAI-compatible
 * server on loopback; and switching company from the header without logging out. Screenshots:
 * artifacts/screenshots/aviso-backup-*.png, integracoes-assistente-*.png, troca-empresa-*.png.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot, screenshotAtWidths, settled, useSession } from './harness';

// Listening before the app starts: the server reads ASSISTENTE_URL once, at start.
const modelo = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: '{"resposta":"ok"}' }, finish_reason: 'stop' }] }));
  });
});
await new Promise<void>((resolve) => modelo.listen(0, '127.0.0.1', resolve));
const ASSISTENTE_URL = `http://127.0.0.1:${(modelo.address() as AddressInfo).port}/v1`;

const session = useSession({ env: () => ({ ASSISTENTE_URL }) });
const { page } = session;

afterAll(async () => {
  modelo.closeAllConnections();
  await new Promise((resolve) => modelo.close(resolve));
});

describe('utilitários: aviso do backup, teste do assistente, troca de empresa', () => {
  it('sem backup, o administrador vê o aviso e o link o leva à tela de Backup', async () => {
    const aviso = page.locator('[data-codigo="backup-antigo"]');
    await aviso.waitFor();
    expect(await aviso.textContent()).toContain('Nenhum backup foi gerado.');
    await screenshotAtWidths(page, 'aviso-backup');
    await aviso.getByRole('link', { name: 'Ir para Utilitários › Backup' }).click();
    await page.getByRole('button', { name: 'Gerar backup' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/utilitario/backup');
  });

  it('Integrações: "Testar conexão" do assistente diz em quanto tempo ele respondeu', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('integrações');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: /^Utilitários › Integrações$/ }).click();
    const cartao = page.getByLabel('Assistente RH (IA)');
    await cartao.getByText('Configurada', { exact: true }).waitFor();
    await cartao.getByRole('button', { name: 'Testar conexão' }).click();
    await cartao.getByRole('status').filter({ hasText: /^O assistente respondeu em \d+,\d s\.$/ }).waitFor();
    await settled(page);
    await screenshotAtWidths(page, 'integracoes-assistente', { before: () => cartao.scrollIntoViewIfNeeded() });
  });

  it('troca de empresa pelo cabeçalho, sem sair: da tela de Integrações para o início, na nova empresa', async () => {
    expect(await page.locator('.rh-company-name').textContent()).toBe('Empresa Demonstração');
    await page.locator('.rh-company-switch').click();
    await page.getByRole('menuitem', { name: 'Filial Norte' }).waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'troca-empresa-menu');
    await page.getByRole('menuitem', { name: 'Filial Norte' }).click();
    await expect.poll(() => page.locator('.rh-company-name').textContent(), { timeout: 15_000 }).toBe('Filial Norte');
    await page.locator('p', { hasText: 'Você está conectado(a) à empresa Filial Norte.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // Inside the app, not a reload: no "Você está logado como…" question.
    expect(await page.getByText(/Deseja continuar com este usuário/).count()).toBe(0);
    await settled(page);
    await screenshotAtWidths(page, 'troca-empresa');
  });
});
