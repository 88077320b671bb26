/**
 * The licence authenticator in Chromium: the page signed out (status, data, the way back to the
 * login), then from the menu as the administrator — retification refused with §5's message, a
 * new ticket after §8's confirmation erases the licence — and signed out again on the new
 * installation: "Gerar Ticket" and the import of a licence file make it Ativa.
 * Screenshots at 1366 and 1024 px: artifacts/screenshots/licenca-*.png.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHAVE_PRIVADA_DE_TESTE, chavePrivada } from '../../modules/utilitario/licenca/chaves';
import { emitirLicenca } from '../../modules/utilitario/licenca/emitir';
import { login, screenshotAtWidths, settled, toastWith, useSession } from './harness';

const { app, browser } = useSession({ signIn: false });
const PAGINA = '/novaInstalacao/gerarTicket';
const status = (page: Page) => page.locator('.rh-autenticador-status');

describe('configuração do autenticador', () => {
  let page: Page;

  it('sem login: a situação da licença da demonstração, os dados e a volta ao login', async () => {
    page = await browser.newPage({ width: 1366, height: 900 });
    await page.goto(`${app.url}${PAGINA}`);
    await page.getByRole('heading', { name: 'Configuração do Autenticador' }).waitFor();
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toBe('Ativa');
    await page.getByText('Licença válida até').waitFor();
    await page.getByText('11.222.333/0001-81').first().waitFor();
    await page.getByText('Autenticador v2.0').waitFor();
    expect(await page.getByRole('button', { name: 'Gerar Ticket' }).count()).toBe(0);
    expect(await page.locator('#rh-ticket').count()).toBe(0);
    await page.getByText('Voltar para o login').waitFor();
    await screenshotAtWidths(page, 'licenca-sem-login-ativa');
  });

  it('pelo menu, o administrador: retificação recusada; um novo ticket, confirmado, apaga a licença', async () => {
    await login(page, app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.getByPlaceholder('Pesquisar Menu').fill('autenticador');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Configuração do Autenticador' }).click();
    await page.getByRole('heading', { name: 'Configuração do Autenticador' }).waitFor();
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toBe('Ativa');

    await page.getByRole('button', { name: 'Retificar' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByText('É de EXTREMA IMPORTÂNCIA que você insira o CNPJ/CPF igual ao utilizado no gerenciamento de licenças do portal do cliente.').waitFor();
    await dialogo.getByLabel('CNPJ/CPF').fill('11222333000180');
    await dialogo.getByRole('button', { name: 'Retificar' }).click();
    await dialogo.getByText('Insira um CNPJ/CPF igual ao utilizado do gerenciamento de licenças do portal do cliente.').waitFor();
    await screenshotAtWidths(page, 'licenca-retificar');
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Gerar Ticket' }).click();
    const confirmacao = page.getByRole('dialog');
    await confirmacao.getByText('Gerar um novo ticket irá APAGAR dados de licença existentes no sistema.').waitFor();
    const download = page.waitForEvent('download');
    await confirmacao.getByRole('button', { name: 'Sim' }).click();
    expect((await download).suggestedFilename()).toBe('ticket-11222333000181.txt');
    await expect.poll(() => status(page).textContent()).toBe('Nova Instalação');
    expect(await page.locator('#rh-ticket').inputValue()).toContain('"cnpj": "11222333000181"');
    await settled(page);
    await screenshotAtWidths(page, 'licenca-menu-nova-instalacao');
  });

  it('sem login, na nova instalação: Gerar Ticket e importar o arquivo de licença a deixam Ativa', async () => {
    await browser.context.clearCookies();
    await page.goto(`${app.url}${PAGINA}`);
    await expect.poll(() => status(page).textContent(), { timeout: 10_000 }).toBe('Nova Instalação');
    await page.getByText('Entre no portal do cliente do fornecedor').waitFor();
    await page.getByRole('button', { name: 'Gerar Ticket' }).click();
    await expect.poll(() => page.locator('#rh-ticket').inputValue()).toContain('"instalacao"');
    const ticket = JSON.parse(await page.locator('#rh-ticket').inputValue()) as { instalacao: string; cnpj: string };
    await screenshotAtWidths(page, 'licenca-sem-login-ticket');

    const pasta = mkdtempSync(join(tmpdir(), 'rh-licenca-'));
    const arquivo = join(pasta, 'licenca.json');
    writeFileSync(arquivo, emitirLicenca({ ...ticket, razaoSocial: 'Empresa Demonstração Ltda.', local: 'Fortaleza/CE', nrSerie: 'RH-NAVEGADOR-1' }, chavePrivada(CHAVE_PRIVADA_DE_TESTE)));
    await page.locator('#rh-arquivo-licenca').setInputFiles(arquivo);
    await toastWith(page, 'Licença importada com sucesso.').waitFor();
    await expect.poll(() => status(page).textContent()).toBe('Ativa');
    await page.getByText('RH-NAVEGADOR-1').waitFor();
    await screenshotAtWidths(page, 'licenca-sem-login-importada');
  });
});
