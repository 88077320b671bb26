/**
 * The candidate's side of the portal in Chromium: register (with the messages), log out and
 * in, edit the résumé, change the password, recover it through the e-mailed link; at 1280 px
 * and at 800 px (the mobile menu). Screenshots: artifacts/screenshots/portal-candidato-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOTS, screenshot, useSession } from './harness';

const { app, browser } = useSession({ signIn: false });

const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text }).last();
const field = (page: Page, id: string) => page.locator(`#root_${id}`);
const tab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

/** One of the candidate's entries: a button at 1280 px, an item of the menu at 800 px. */
async function entry(page: Page, name: string, mobile: boolean) {
  if (mobile) {
    await page.getByRole('button', { name: 'Menu do candidato' }).click();
    await page.locator('.bp6-menu-item', { hasText: name }).click();
  } else await page.getByRole('button', { name }).click();
}

async function portalLogin(page: Page, cpf: string, senha: string) {
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Boas vindas').waitFor();
}

async function acceptTerm(page: Page, shot?: string) {
  const term = page.getByRole('dialog', { name: 'Termo de Privacidade e Política de Segurança' });
  await term.getByText('Os dados pessoais').waitFor();
  if (shot) await screenshot(page, shot);
  await page.keyboard.press('Escape');
  expect(await term.isVisible()).toBe(true);
  await term.getByRole('button', { name: 'Aceito' }).click();
  await term.waitFor({ state: 'detached' });
}

for (const [width, cpf, label] of [
  [1280, '862.883.667-57', 'desktop'],
  [800, '860.754.633-30', 'mobile'],
] as const) {
  describe(`candidato no portal a ${width} px`, () => {
    const mobile = width < 1024;
    let page: Page;
    beforeAll(async () => {
      page = await browser.newPage();
      // Pages share the browser's cookies: each journey starts logged out.
      await page.context().clearCookies();
      await page.setViewportSize({ width, height: 900 });
    });

    it('cadastra o currículo, vendo as mensagens antes', async () => {
      await page.goto(`${app.url}/externo/anuncios?empresaId=1`);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('link', { name: 'Cadastrar meu currículo' }).click();
      await page.getByRole('heading', { name: 'Cadastrar Currículo' }).waitFor();
      // What only HR sees is not there.
      expect(await page.getByRole('tab', { name: 'Observações' }).count()).toBe(1);
      expect(await page.getByRole('tab', { name: 'Situação e Acesso' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Gravar' }).click();
      await toast(page, 'Preencha os campos indicados').waitFor();
      await page.getByText('Nome é obrigatório').waitFor();
      await field(page, 'nome').fill('Paula Portal');
      await field(page, 'pessoal_cpf').fill(cpf);
      await field(page, 'pessoal_dataNascimento').fill('02/04/1995');
      await tab(page, 'Endereço e Contato');
      await field(page, 'contato_email').fill(`paula.${label}@exemplo.com.br`);
      await tab(page, 'Currículo');
      await page.locator('#root_cargos').click();
      await page.locator('.bp6-menu-item', { hasText: 'Analista de RH' }).click();
      await page.getByText('Estou em busca do primeiro emprego').click();
      await tab(page, 'Situação e Acesso');
      await field(page, 'senha').fill('senha-paula-1');
      await field(page, 'confirmaSenha').fill('outra-senha');
      await field(page, 'senha').focus();
      await page.getByText('As senhas devem ser iguais').waitFor();
      await screenshot(page, `portal-candidato-cadastro-erros-${label}`);
      await field(page, 'confirmaSenha').fill('senha-paula-1');
      await page.getByRole('button', { name: 'Gravar' }).click();
      await acceptTerm(page);
      await page.getByText('Boas vindas').waitFor();
      await page.getByRole('heading', { name: 'Vagas Abertas' }).waitFor();
      await screenshot(page, `portal-candidato-cadastrado-${label}`);
    });

    it('sai, entra e edita o currículo com uma experiência, um idioma e uma formação', async () => {
      await entry(page, 'Sair', mobile);
      await page.getByLabel('CPF').waitFor({ timeout: 5000 });
      await portalLogin(page, cpf, 'senha-paula-1');
      await entry(page, 'Editar Cadastro', mobile);
      await page.getByRole('heading', { name: 'Editar Cadastro' }).waitFor();
      expect(await field(page, 'nome').inputValue()).toBe('Paula Portal');
      await tab(page, 'Currículo');
      await page.getByText('Estou em busca do primeiro emprego').click();
      await page.getByRole('button', { name: 'Adicionar Experiência' }).click();
      const dialog = page.locator('.rh-child-dialog');
      await dialog.getByText('Editar/Inserir Experiência Profissional').waitFor();
      await dialog.locator('#root_empresa').fill('Acme Ltda.');
      await dialog.locator('#root_cargo').click();
      await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'Analista de RH' }).first().click();
      await dialog.locator('#root_dataAdmissao').fill('10/01/2020');
      await dialog.getByRole('button', { name: 'Gravar' }).click();
      await toast(page, 'Experiência Profissional salva com sucesso.').waitFor();
      // A language and a formation, through their dialogs.
      const inDialog = (id: string) => dialog.locator(`#root_${id}`);
      const pick = async (id: string, option: string) => {
        await inDialog(id).click();
        await page.locator('.bp6-popover .bp6-menu-item', { hasText: option }).first().click();
      };
      await page.getByRole('button', { name: 'Adicionar Idioma' }).click();
      await dialog.getByText('Inserir/Editar Idioma').waitFor();
      await pick('idioma', 'Inglês');
      await inDialog('nivel').selectOption({ label: 'Intermediário' });
      await dialog.getByRole('button', { name: 'Gravar' }).click();
      await toast(page, 'Idioma salvo com sucesso.').waitFor();
      await page.getByRole('button', { name: 'Adicionar Formação' }).click();
      await dialog.getByText('Inserir/Editar Formação').waitFor();
      await pick('areaFormacao', 'Administração');
      await inDialog('curso').fill('Administração');
      await inDialog('local').fill('Universidade Estadual do Ceará');
      await inDialog('tipo').selectOption({ label: 'Graduação' });
      await inDialog('situacao').selectOption({ label: 'Em andamento' });
      await dialog.getByRole('button', { name: 'Gravar' }).click();
      await toast(page, 'Formação acadêmica salva com sucesso.').waitFor();
      await page.getByRole('button', { name: 'Gravar' }).click();
      await toast(page, 'Registro salvo com sucesso.').waitFor();
      await screenshot(page, `portal-candidato-editado-${label}`);
    });

    it('candidata-se a uma vaga aberta e não pode repetir antes da espera do anúncio', async () => {
      await entry(page, 'Vagas Abertas', mobile);
      const card = page.locator('.rh-job-ad', { has: page.getByRole('heading', { name: 'Analista de RH (recrutamento e seleção)' }) });
      await card.getByRole('button', { name: 'Candidatar-me' }).click();
      await toast(page, 'Candidatura realizada com sucesso.').waitFor();
      // The ad uses evaluations: the candidate goes straight to the first one.
      await page.getByRole('heading', { name: 'Entrevista comportamental' }).waitFor();
      await screenshot(page, `portal-candidato-candidatura-${label}`);
      await entry(page, 'Vagas Abertas', mobile);
      await card.getByRole('button', { name: 'Candidatar-me' }).click();
      await page.getByText(/Você já se candidatou a esta vaga em/).first().waitFor();
    });

    it('altera a senha', async () => {
      await entry(page, 'Alterar Senha', mobile);
      await page.getByRole('heading', { name: 'Alterar Senha' }).waitFor();
      await page.locator('#senha-senha').fill('senha-paula-1');
      await page.locator('#senha-novaSenha').fill('senha-paula-2');
      await page.locator('#senha-confirmacaoNovaSenha').fill('senha-paula-X');
      await page.getByRole('button', { name: 'Gravar' }).click();
      await page.getByText('A senha não foi confirmada corretamente. Por favor, confira.').waitFor();
      await page.locator('#senha-confirmacaoNovaSenha').fill('senha-paula-2');
      await page.getByRole('button', { name: 'Gravar' }).click();
      await toast(page, 'Senha alterada com sucesso.').waitFor();
    });

    it('recupera a senha pelo link do e-mail e entra com a nova', async () => {
      await entry(page, 'Sair', mobile);
      await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
      await page.getByLabel('CPF').fill(cpf);
      await page.getByRole('button', { name: 'Enviar' }).click();
      await page.getByText('Se o CPF estiver cadastrado nesta empresa').waitFor();
      await screenshot(page, `portal-candidato-recuperar-${label}`);
      const mail = app.mails().findLast((m) => m.to.includes(`paula.${label}@exemplo.com.br`));
      const link = /https?:\/\/\S+\/externo\/recuperar-senha\?token=[\w-]+&empresaId=1/.exec(mail!.text)![0];
      await page.goto(`${app.url}${new URL(link).pathname}${new URL(link).search}`);
      await page.locator('#senha-novaSenha').fill('senha-paula-3');
      await page.locator('#senha-confirmacaoNovaSenha').fill('senha-paula-3');
      await page.getByRole('button', { name: 'Gravar' }).click();
      await toast(page, 'Senha alterada com sucesso.').waitFor();
      await portalLogin(page, cpf, 'senha-paula-3');
      await screenshot(page, `portal-candidato-nova-senha-${label}`);
    });
  });
}

describe('candidato de demonstração', () => {
  it('entra em /externo/login?empresaId=1 com demo1234', async () => {
    const page = await browser.newPage();
    await page.context().clearCookies();
    await page.goto(`${app.url}/externo/login?empresaId=1`);
    await portalLogin(page, '390.533.447-05', 'demo1234');
    await acceptTerm(page, 'portal-candidato-termo');
    await page.getByText('Ana Beatriz Souza').waitFor();
    await page.close();
  });

  it('anexa um documento ao próprio currículo, vê e remove; baixa os próprios dados (LGPD)', async () => {
    // Still signed in from the test above.
    const page = await browser.newPage();
    await page.goto(`${app.url}/externo/anuncios?empresaId=1`);
    await page.getByRole('button', { name: 'Anexar Documentos' }).click();
    await page.locator('.rh-documentos-anexos').waitFor();
    await page.getByLabel('Descrição').fill('Certificado de curso');
    const upload = join(SCREENSHOTS, 'certificado.pdf');
    writeFileSync(upload, '%PDF-1.4\n%%EOF\n');
    await page.locator('#anexo-arquivo').setInputFiles(upload);
    await page.getByRole('button', { name: 'Anexar', exact: true }).click();
    await toast(page, 'Arquivo certificado.pdf carregado com sucesso.').waitFor();
    const row = page.locator('.rh-documentos-anexos tbody tr', { hasText: 'Certificado de curso' });
    await row.waitFor();
    await screenshot(page, 'portal-candidato-documentos');
    await row.getByRole('button', { name: 'Remover Certificado de curso' }).click();
    await page.getByText('Tem certeza que deseja remover?').waitFor();
    await page.getByRole('button', { name: 'Sim' }).click();
    await row.waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Baixar meus dados/ }).click();
    const data = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
    expect(JSON.stringify(data)).toContain('39053344705');
    const reading = page.context().waitForEvent('page');
    await page.getByRole('button', { name: /Ver meus dados para leitura/ }).click();
    const readable = await reading;
    await readable.getByRole('heading', { name: 'Alterações nos seus dados' }).waitFor();
    await readable.getByText('390.533.447-05').waitFor();
    await screenshot(readable, 'portal-candidato-meus-dados-leitura');
    await readable.close();
    await page.close();
  });
});
