/**
 * A screen added as a folder of JSON (the register of fire extinguishers of
 * tests/support/declaracao-extintor) used end to end in Chromium: its form shows "Classe de fogo"
 * only for "Pó químico", requires it then and saves; the Perfis screen grants its permission to the restricted demo profile
 * from the tree of the menu, and the restricted user then finds the screen.
 * Screenshots: artifacts/screenshots/perfis-*.png, extintor-*.png.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { login, rowOf, screenshot, settled, toastWith, useSession } from './harness';

const schemasDir = join(mkdtempSync(join(tmpdir(), 'rh-extintor-browser-')), 'schemas');
cpSync(resolve(import.meta.dirname, '../../schemas'), schemasDir, { recursive: true });
cpSync(resolve(import.meta.dirname, '../support/declaracao-extintor'), schemasDir, { recursive: true });

const { app, browser, page } = useSession({ env: () => ({ SCHEMAS_DIR: schemasDir }) });

const GESTORA = { cpf: '714.602.380-01', senha: 'demo1234', empresa: 'Empresa Demonstração' };
const helperUnder = (label: string) => page.locator('.bp6-form-group', { hasText: label }).locator('.bp6-form-helper-text');

async function openFromMenu(search: string, heading: string, on = page) {
  await on.getByPlaceholder('Pesquisar Menu').fill(search);
  await on.locator('.rh-menu-search-results .bp6-menu-item', { hasText: new RegExp(`› ${heading}$`) }).click();
  await on.getByRole('heading', { name: heading, exact: true }).waitFor();
}

describe('uma tela nova, seu campo condicional e a permissão dada pelo perfil', () => {
  it('Extintor: "Classe de fogo" aparece só para Pó químico, é exigida então e grava', async () => {
    await openFromMenu('extintores', 'Extintores');
    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.getByRole('heading', { name: 'Inserir Extintor' }).waitFor();
    await page.getByLabel(/^Nome/).fill('Extintor PQS da portaria');
    await page.getByLabel('Fabricante').fill('Kidde');
    await page.getByLabel('Selo do Inmetro').fill('12345');
    await page.getByLabel('Vencimento da recarga').fill('31/12/2030');
    expect(await page.getByLabel('Classe de fogo').count()).toBe(0);
    await page.locator('label.bp6-radio', { hasText: 'Pó químico' }).click();
    await page.getByLabel('Classe de fogo').waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Preencha os campos indicados').waitFor();
    await page.waitForFunction(() => document.body.textContent?.includes('Classe de fogo é obrigatória'));
    expect(await helperUnder('Classe de fogo').textContent()).toBe('Classe de fogo é obrigatória');
    await screenshot(page, 'extintor-campo-condicional');
    await page.locator('label.bp6-radio', { hasText: 'Água' }).click();
    await page.getByLabel('Classe de fogo').waitFor({ state: 'detached' });
    await page.locator('label.bp6-radio', { hasText: 'Pó químico' }).click();
    await page.getByLabel('Classe de fogo').fill('ABC');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    await rowOf(page, 'Extintor PQS da portaria').waitFor();
  });

  it('Perfis: a árvore do menu concede "Extintores" ao perfil restrito; "Administrador" esconde a árvore', async () => {
    await openFromMenu('perfis', 'Perfis');
    await settled(page);
    await rowOf(page, 'Gestor de Cargos e Salários').getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Perfil' }).waitFor();
    const tree = page.getByRole('group', { name: 'Permissões' });
    await tree.locator('label.rh-authority', { hasText: 'Cargos' }).first().waitFor();
    // Already granted by the demo profile: marked; the SST group is not.
    expect(await tree.locator('label.rh-authority', { hasText: /^Cargos$/ }).first().locator('input').isChecked()).toBe(true);
    await tree.locator('label.rh-authority', { hasText: /^Extintores$/ }).click();
    expect(await tree.locator('label.rh-authority', { hasText: /^Extintores$/ }).locator('input').isChecked()).toBe(true);
    await screenshot(page, 'perfis-arvore');
    await page.locator('label.bp6-checkbox', { hasText: 'Administrador (todas as permissões)' }).click();
    await tree.waitFor({ state: 'detached' });
    await page.locator('label.bp6-checkbox', { hasText: 'Administrador (todas as permissões)' }).click();
    await tree.waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
  });

  it('a usuária do perfil restrito passa a ver a tela de extintores', async () => {
    // One browser profile, one session cookie: the administrator signs out first.
    await browser.context.clearCookies();
    const gestora = await browser.newPage();
    await login(gestora, app.url, GESTORA);
    await gestora.getByText(/Bem-vindo\(a\)/).waitFor();
    await openFromMenu('extintores', 'Extintores', gestora);
    await rowOf(gestora, 'Extintor PQS da portaria').waitFor();
    await screenshot(gestora, 'perfis-usuaria-restrita-extintores');
    await gestora.close();
  });

  it('a 1024 px a árvore cabe na tela', async () => {
    await browser.context.clearCookies();
    const narrow = await browser.newPage({ width: 1024, height: 768 });
    await login(narrow, app.url);
    await narrow.getByText(/Bem-vindo\(a\)/).waitFor();
    await openFromMenu('perfis', 'Perfis', narrow);
    await rowOf(narrow, 'Gestor de Cargos e Salários').getByRole('button', { name: 'Editar' }).click();
    await narrow.getByRole('group', { name: 'Permissões' }).waitFor();
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(narrow, 'perfis-1024');
    await narrow.close();
  });

  it('Usuários: cada empresa com o seu perfil', async () => {
    await browser.context.clearCookies();
    const admin = await browser.newPage();
    await login(admin, app.url);
    await admin.getByText(/Bem-vindo\(a\)/).waitFor();
    await openFromMenu('usuários', 'Usuários', admin);
    await rowOf(admin, 'Gestora de Cargos').getByRole('button', { name: 'Editar' }).click();
    await admin.getByRole('heading', { name: 'Editar Usuário' }).waitFor();
    const acesso = admin.locator('tr', { hasText: 'Empresa Demonstração' });
    await acesso.waitFor();
    expect(await acesso.textContent()).toContain('Gestor de Cargos e Salários');
    await admin.getByRole('button', { name: 'Adicionar Empresa' }).waitFor();
    await screenshot(admin, 'usuarios-acessos');
    await admin.close();
  });
});
