/**
 * The candidate portal on a phone (issue 12 §5): every portal page, each tab of the résumé and
 * the documents' table with a row, at 360, 390 and 414 px, never wider than the screen
 * (`scrollWidth <= innerWidth`). Screenshots at 390 px: artifacts/screenshots/portal-celular-*.png.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, screenshot, settled, useSession } from './harness';

const { app, browser } = useSession({ signIn: false });

/** What scrolls sideways: the page's width against the window's, and the widest elements past its edge. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    past: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`),
  }));
}

for (const width of [360, 390, 414]) {
  describe(`portal a ${width} px`, () => {
    let page: Page;
    /** Asserts the page fits, and keeps a screenshot of it at 390 px. */
    const fits = async (name: string) => {
      await settled(page);
      const { scrollWidth, innerWidth, past } = await overflow(page);
      expect(scrollWidth, `${name}: ${past.join(', ')}`).toBeLessThanOrEqual(innerWidth);
      if (width === 390) await screenshot(page, `portal-celular-${name}`);
    };
    const open = async (path: string, ready: () => Promise<unknown>) => {
      await page.goto(`${app.url}${path}${path.includes('?') ? '&' : '?'}empresaId=1`);
      await ready();
    };
    /** Each tab of the form on screen, measured. */
    const everyTab = async (name: string) => {
      const tabs = await page.getByRole('tab').allTextContents();
      expect(tabs.length).toBeGreaterThan(1);
      for (const [index, title] of tabs.entries()) {
        await page.getByRole('tab', { name: title, exact: true }).click();
        await fits(`${name}-${index + 1}`);
      }
    };

    beforeAll(async () => {
      page = await browser.newPage({ width, height: 844 });
      await page.context().clearCookies();
    });
    afterAll(() => page.close());

    it('visitante: vagas, entrar, cadastrar-se (todas as abas), recuperar a senha', async () => {
      await open('/externo/anuncios', () => page.locator('.rh-job-ad').first().waitFor());
      await fits('vagas-visitante');
      await open('/externo/login', () => page.getByLabel('CPF').waitFor());
      await fits('login');
      await open('/externo/candidatos/new', () => page.getByRole('heading', { name: 'Cadastrar Currículo' }).waitFor());
      await everyTab('cadastro');
      await open('/externo/recuperar-senha', () => page.getByRole('button', { name: 'Enviar' }).waitFor());
      await fits('recuperar-senha');
    });

    it('candidato: termo, vagas, minhas candidaturas, cadastro (todas as abas), senha, documentos, avaliações', async () => {
      await open('/externo/login', () => page.getByLabel('CPF').waitFor());
      await page.getByLabel('CPF').fill('390.533.447-05');
      await page.getByLabel('Senha').fill('demo1234');
      await page.getByRole('button', { name: 'Entrar' }).click();
      const term = page.getByRole('dialog', { name: 'Termo de Privacidade e Política de Segurança' });
      // The first visit of this page asks for the term; the next sizes find it accepted.
      if (width === 360) {
        await term.getByText('Os dados pessoais').waitFor();
        await fits('termo');
        await term.getByRole('button', { name: 'Aceito' }).click();
      }
      await page.getByText('Boas vindas').waitFor();
      const id = await page.evaluate(async () => ((await (await fetch('/api/externo/userinfo')).json()) as { candidato: { id: number } }).candidato.id);

      await open('/externo/anuncios', () => page.locator('.rh-job-ad').first().waitFor());
      await fits('vagas');
      // The menu, open.
      await page.getByRole('button', { name: 'Menu do candidato' }).click();
      await page.locator('.bp6-menu-item', { hasText: 'Minhas candidaturas' }).click();
      await page.locator('.rh-candidatura').first().waitFor();
      await page.getByText('Etapa: Entrevista com RH').waitFor();
      await fits('minhas-candidaturas');
      await open(`/externo/candidatos/${id}`, () => page.getByRole('heading', { name: 'Editar Cadastro' }).waitFor());
      // The CPF whole in its field, not cut to "153.509.".
      const cpf = page.locator('#root_pessoal_cpf');
      expect(await cpf.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
      await everyTab('editar-cadastro');
      await open(`/externo/candidatos/${id}?tab=senha`, () => page.getByRole('heading', { name: 'Alterar Senha' }).waitFor());
      await fits('alterar-senha');

      await open(`/externo/candidatos/${id}/documentos-anexos`, () => page.locator('.rh-documentos-anexos').waitFor());
      if (width === 360) {
        // A row in the documents' table, with a long name, to see it as a card.
        await page.getByLabel('Descrição').fill('Certificado do curso de recrutamento por competências');
        const upload = join(SCREENSHOTS, 'certificado-de-conclusao-do-curso-de-recrutamento.pdf');
        writeFileSync(upload, '%PDF-1.4\n%%EOF\n');
        await page.locator('#anexo-arquivo').setInputFiles(upload);
        await page.getByRole('button', { name: 'Anexar', exact: true }).click();
      }
      await page.locator('.rh-documentos-anexos tbody tr').first().waitFor();
      await fits('documentos');

      await open('/externo/avaliacoes', () => page.getByRole('heading', { name: 'Minhas Avaliações' }).waitFor());
      await fits('avaliacoes');
      const responder = page.getByRole('button', { name: 'Responder' }).first();
      if (await responder.count()) {
        await responder.click();
        await page.locator('.rh-questionario').waitFor();
        await fits('responder-avaliacao');
      }
    });
  });
}
