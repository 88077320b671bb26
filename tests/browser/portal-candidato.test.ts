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

/** "Sair", and its 2 s wait over: the login page, no candidate in the header. */
async function leave(page: Page, mobile: boolean) {
  await entry(page, 'Sair', mobile);
  await page.getByText('Boas vindas').waitFor({ state: 'detached' });
  await page.waitForURL(/\/externo\/login/);
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

    it('cadastra o currículo, só com o que a empresa exige, vendo as mensagens antes e o termo antes de enviar', async () => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/externo/candidatos') sent.push(request.url());
      });
      await page.goto(`${app.url}/externo/anuncios?empresaId=1`);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('link', { name: 'Cadastrar meu currículo' }).click();
      await page.getByRole('heading', { name: 'Cadastrar Currículo' }).waitFor();
      // A short sign-up, in the candidate's words: what only HR sees, and what can wait, is not there.
      expect(await page.getByRole('tab').allTextContents()).toEqual(['Dados Pessoais', 'Endereço e Contato', 'Currículo', 'Senha de acesso']);
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
      await tab(page, 'Senha de acesso');
      await field(page, 'senha').fill('senha-paula-1');
      await field(page, 'confirmaSenha').fill('outra-senha');
      await field(page, 'senha').focus();
      await page.getByText('As senhas devem ser iguais').waitFor();
      await screenshot(page, `portal-candidato-cadastro-erros-${label}`);
      await field(page, 'confirmaSenha').fill('senha-paula-1');
      // The term comes before the résumé is sent: going back sends nothing.
      await page.getByRole('button', { name: 'Gravar' }).click();
      const term = page.getByRole('dialog', { name: 'Termo de Privacidade e Política de Segurança' });
      await term.getByText('Os dados pessoais').waitFor();
      await screenshot(page, `portal-candidato-cadastro-termo-${label}`);
      expect(sent).toEqual([]);
      await term.getByRole('button', { name: 'Voltar' }).click();
      await term.waitFor({ state: 'detached' });
      expect(sent).toEqual([]);
      expect(await field(page, 'confirmaSenha').inputValue()).toBe('senha-paula-1');
      await page.getByRole('button', { name: 'Gravar' }).click();
      await term.getByRole('button', { name: 'Aceito' }).click();
      await page.getByText('Boas vindas').waitFor();
      expect(sent).toHaveLength(1);
      expect(new URL(sent[0]!).searchParams.get('aceiteTermo')).toMatch(/^[0-9a-f]{16}$/);
      // Signed in with the term accepted: straight to the rest of the résumé, no second term.
      await page.getByRole('heading', { name: 'Editar Cadastro' }).waitFor();
      await page.getByText('Cadastro feito. Complete o seu currículo').waitFor();
      expect(await term.count()).toBe(0);
      await screenshot(page, `portal-candidato-cadastrado-${label}`);
    });

    it('sai, entra e edita o currículo com uma experiência, um idioma e uma formação', async () => {
      // Leaving the résumé, whose CPF field has the login's label.
      await leave(page, mobile);
      await portalLogin(page, cpf, 'senha-paula-1');
      await entry(page, 'Editar Cadastro', mobile);
      await page.getByRole('heading', { name: 'Editar Cadastro' }).waitFor();
      expect(await field(page, 'nome').inputValue()).toBe('Paula Portal');
      // The sign-up asked only the essentials: the experiences come now.
      await tab(page, 'Currículo');
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
      // The card now says when the candidate applied, and offers no second application before the wait.
      await entry(page, 'Vagas Abertas', mobile);
      const hoje = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
      await card.getByText(`Inscrito em ${hoje}`).waitFor();
      expect(await card.getByRole('button', { name: 'Candidatar-me' }).count()).toBe(0);
      await entry(page, 'Minhas candidaturas', mobile);
      const candidatura = page.locator('.rh-candidatura', { hasText: 'Analista de RH (recrutamento e seleção)' });
      await candidatura.getByText(`Inscrito em ${hoje}`).waitFor();
      await candidatura.getByText('Inscrição recebida').waitFor();
      await screenshot(page, `portal-candidato-minhas-candidaturas-${label}`);
    });

    it('altera a senha', async () => {
      await entry(page, 'Alterar Senha', mobile);
      await page.getByRole('heading', { name: 'Alterar Senha' }).waitFor();
      // A wrong current password: the message once, under its field, no popup.
      await page.locator('#senha-senha').fill('senha-errada-9');
      await page.locator('#senha-novaSenha').fill('senha-paula-2');
      await page.locator('#senha-confirmacaoNovaSenha').fill('senha-paula-2');
      await page.getByRole('button', { name: 'Gravar' }).click();
      await page.getByText('Senha atual incorreta.').waitFor();
      expect(await page.getByText(/Senha atual incorreta\./).count()).toBe(1);
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await page.locator('#senha-senha').fill('senha-paula-1');
      await page.locator('#senha-confirmacaoNovaSenha').fill('senha-paula-X');
      await page.getByRole('button', { name: 'Gravar' }).click();
      await page.getByText('A senha não foi confirmada corretamente. Por favor, confira.').waitFor();
      await page.locator('#senha-confirmacaoNovaSenha').fill('senha-paula-2');
      await page.getByRole('button', { name: 'Gravar' }).click();
      await toast(page, 'Senha alterada com sucesso.').waitFor();
    });

    it('recupera a senha pelo link do e-mail e entra com a nova', async () => {
      await leave(page, mobile);
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
