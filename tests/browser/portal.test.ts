/**
 * The candidate portal in Chromium against the real server: open job ads of a company,
 * sending one to a friend through the proof-of-work captcha, a bad company link.
 * Screenshots go to artifacts/screenshots/portal-*.png.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, useSession } from './harness';

const { app, browser } = useSession({ signIn: false });

describe('portal do candidato', () => {
  it('lists the open external job ads of the company in the link', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/externo/anuncios?empresaId=1`);
    await page.getByRole('heading', { name: 'Vagas Abertas' }).waitFor();
    await page.getByRole('heading', { name: 'Analista de RH (recrutamento e seleção)' }).waitFor();
    expect(await page.getByRole('button', { name: 'Entrar' }).getAttribute('href')).toBe('/externo/login?empresaId=1');
    await screenshot(page, 'portal-vagas-abertas');
    await page.close();
  });

  it('sends an ad to a friend after the captcha, with the messages of each field', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/externo/anuncios?empresaId=1`);
    const card = page.locator('.rh-job-ad', { has: page.getByRole('heading', { name: 'Analista de RH (recrutamento e seleção)' }) });
    await card.getByRole('button', { name: 'Enviar para um amigo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.getByText('Confirme que você não é um robô.').waitFor();
    expect(await dialog.getByText('Seu nome é obrigatório').isVisible()).toBe(true);
    expect(await dialog.getByText('E-mail do amigo é obrigatório').isVisible()).toBe(true);
    await screenshot(page, 'portal-indicar-amigo-erros');
    await dialog.getByLabel('Seu nome').fill('Carla Souza');
    await dialog.getByLabel('Seu e-mail').fill('carla@exemplo.com.br');
    await dialog.getByLabel('Nome do amigo').fill('Davi');
    await dialog.getByLabel('E-mail do amigo').fill('davi@exemplo.com.br');
    await dialog.getByText('Eu não sou um robô').click();
    await dialog.getByText('Verificado').waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Anúncio de vaga enviado com sucesso.').waitFor();
    await screenshot(page, 'portal-indicar-amigo-enviado');
    const [mail] = app.mails();
    expect(mail).toMatchObject({ to: ['davi@exemplo.com.br'], subject: 'Carla Souza indicou uma vaga para você: Analista de RH (recrutamento e seleção)' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('refuses a company id that is not a number', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/externo/anuncios?empresaId=abc`);
    await page.getByText('Empresa ID inválido. Revise ou solicite novamente o link').waitFor();
    await page.close();
  });
});
