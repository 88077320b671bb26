/**
 * Utilitários in Chromium: the Integrações screen with nothing configured (every card says so,
 * "Testar conexão" waits for a configuration, the provider's services read "Não disponível nesta
 * instalação"), and the database-integrity alert — no icon on the demo; on a company left without
 * establishments, the header's icon opens "Alerta de Integridade do Banco de Dados", whose
 * "Gerar relatório de erros" downloads the PDF. Screenshots: artifacts/screenshots/integracoes-*.png,
 * integridade-*.png (1366 and 1024 px).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, apiOf, login, screenshot, screenshotAtWidths, settled, useSession } from './harness';

const session = useSession();
const { page } = session;
const ALERTA = 'Alerta de Integridade do Banco de Dados';

describe('integrações e integridade', () => {
  it('Integrações, sem nada configurado', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('integrações');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: /^Utilitários › Integrações$/ }).click();
    await page.getByRole('heading', { name: 'Integrações', exact: true }).waitFor();
    const cartoes = page.locator('.rh-integracao');
    await expect.poll(() => cartoes.count()).toBe(8);
    await settled(page);
    const smtp = page.getByLabel('Servidor de e-mail (SMTP)');
    expect(await smtp.getByText('Não configurada').count()).toBe(1);
    expect(await smtp.getByText('SMTP_URL').count()).toBe(1);
    expect(await smtp.getByRole('button', { name: 'Testar conexão' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Consulta de CEP').getByRole('button', { name: 'Testar conexão' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Assistente RH (IA)').getByText('ASSISTENTE_URL').count()).toBe(1);
    expect(await page.getByLabel('Assistente RH (IA)').getByRole('button', { name: 'Testar conexão' }).isDisabled()).toBe(true);
    expect(await page.getByText('Não disponível nesta instalação').count()).toBe(5);
    await screenshotAtWidths(page, 'integracoes-nada-configurado');
  });

  it('sem inconsistências, sem ícone; numa empresa sem estabelecimento, o ícone, o diálogo e o relatório', async () => {
    expect(await page.getByRole('button', { name: ALERTA }).count()).toBe(0);
    const { api } = apiOf(session);
    await api('POST', '/empresas', { nome: 'Filial Sul', razaoSocial: 'Filial Sul Ltda.', cnpj: '11444777000242' });
    // Signed in again, into the new company (the login page sends a signed-in user home).
    await page.context().clearCookies();
    await login(page, session.app.url, { ...DEMO_ADMIN, empresa: 'Filial Sul' });
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    const estabelecimentos = await api<{ content: { id: number }[] }>('GET', '/estabelecimentos');
    for (const { id } of estabelecimentos.content) {
      const removido = await page.request.fetch(`${session.app.url}/api/estabelecimentos/${id}`, { method: 'DELETE' });
      expect(removido.ok(), await removido.text()).toBe(true);
    }
    await page.reload();
    const icone = page.getByRole('button', { name: ALERTA });
    await icone.waitFor();
    await settled(page);
    await screenshot(page, 'integridade-icone');
    await icone.click();
    const dialogo = page.getByRole('dialog', { name: ALERTA });
    await dialogo.waitFor();
    await screenshotAtWidths(page, 'integridade-dialogo');
    const [download] = await Promise.all([page.waitForEvent('download'), dialogo.getByRole('button', { name: 'Gerar relatório de erros' }).click()]);
    expect(download.suggestedFilename()).toBe('inconsistencias-banco-de-dados.pdf');
  });
});
