/**
 * The internal candidate screens in Chromium: the list found by CPF, the form's messages
 * (invalid data, duplicate CPF, homonyms), the CEP look-up filling the address, the
 * sub-lists (experience, language, formation) through their dialogs with the toasts of §8,
 * the first-job confirmation, and a field made required in the company configuration that the
 * form then demands, and HR's download of a candidate's personal data (LGPD). Screenshots: artifacts/screenshots/candidato-*.png.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useSession } from './harness';
import { pick } from '../support/blueprint-select';

// A ViaCEP stand-in: the server, not the browser, calls it. Listening before the session starts, closed after it stops.
const viacep = createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  if (request.url === '/ws/60115170/json/') {
    response.end(JSON.stringify({ cep: '60115-170', logradouro: 'Avenida Santos Dumont', bairro: 'Aldeota', ibge: '2304400' }));
  } else response.end(JSON.stringify({ erro: true }));
});
beforeAll(() => new Promise<void>((resolve) => viacep.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => viacep.close(() => resolve())));

const { app, page } = useSession({ env: () => ({ CEP_URL: `http://127.0.0.1:${(viacep.address() as AddressInfo).port}/ws` }) });

const settled = () => page.locator('.rh-loading-indicator').waitFor({ state: 'detached' });
const toast = (text: string) => page.locator('.bp6-toast', { hasText: text }).last();
// The helper text of the field's own form group (groups nest inside the candidate's sections).
const helperUnder = (id: string) =>
  page.locator(`label[for="root_${id}"]`).locator('xpath=ancestor::div[contains(@class, "bp6-form-group")][1]').locator('.bp6-form-helper-text').first();
const field = (id: string) => page.locator(`#root_${id}`);
const inDialog = (id: string) => dialog().locator(`#root_${id}`);
/** Picks an option of a reference (a searchable Blueprint select). */
const tab = (name: string) => page.getByRole('tab', { name }).click();
const dialog = () => page.locator('.rh-child-dialog');
const list = (title: string) => page.locator('.rh-child-list', { has: page.locator('label', { hasText: title }) });
const openNew = async () => {
  await page.goto(`${app.url}/captacao/candidatos/new`);
  await page.getByRole('heading', { name: 'Inserir Candidato' }).waitFor();
};

describe('candidatos (telas internas)', () => {
  it('encontra o candidato de demonstração pelo CPF', async () => {
    await page.goto(`${app.url}/captacao/candidatos`);
    await page.getByRole('heading', { name: 'Candidatos' }).waitFor();
    await settled();
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await page.getByLabel('CPF').fill('390.533.447-05');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('1 registro(s) encontrado(s).').waitFor();
    await page.locator('.rh-data-table tbody tr', { hasText: 'Ana Beatriz Souza' }).waitFor();
    await screenshot(page, 'candidato-lista');
  });

  it('filtra por qualificação em SQL: dados incompletos diante da configuração da empresa', async () => {
    await page.getByLabel('CPF').fill('');
    await page.getByLabel('Qualificação').selectOption({ label: 'Dados incompletos' });
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.locator('.rh-data-table tbody tr', { hasText: 'Diego Araújo' }).waitFor();
    expect(await page.locator('.rh-data-table tbody tr', { hasText: 'Ana Beatriz Souza' }).count()).toBe(0);
    await screenshot(page, 'candidato-lista-incompletos');
  });

  it('mostra as mensagens de dados inválidos e avisa CPF repetido e homônimo', async () => {
    await openNew();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast('Preencha os campos indicados').waitFor();
    expect(await helperUnder('nome').textContent()).toBe('Nome é obrigatório');
    expect(await helperUnder('pessoal_cpf').textContent()).toBe('CPF é obrigatório');
    // Required by the demo company's configuration.
    expect(await helperUnder('pessoal_dataNascimento').textContent()).toBe('Data de nascimento é obrigatória');

    await field('pessoal_cpf').fill('123.456.789-00');
    await field('nome').focus();
    await page.waitForFunction(() => document.body.textContent?.includes('Cpf inválido.'));
    await field('pessoal_pis').fill('120.56412.54-7');
    await field('pessoal_naturalidade').focus();
    await page.waitForFunction(() => document.body.textContent?.includes('O número PIS é inválido'));

    await field('nome').fill('Ana Beatriz Souza');
    await field('pessoal_cpf').fill('390.533.447-05');
    await page.getByText('Candidatos homônimos').waitFor();
    await page.getByText('CPF já cadastrado').waitFor();
    await screenshot(page, 'candidato-avisos');

    await tab('Endereço e Contato');
    await field('contato_ddd').fill('1');
    await field('contato_foneFixo').fill('1234');
    await field('contato_email').fill('sem-arroba');
    await field('contato_nomeContato').focus();
    await page.waitForFunction(() => document.body.textContent?.includes('E-mail inválido.'));
    expect(await helperUnder('contato_ddd').textContent()).toBe('Inválido');
    expect(await helperUnder('contato_foneFixo').textContent()).toBe('Inválido');
    await tab('Situação e Acesso');
    await field('senha').fill('segredo123');
    await field('confirmaSenha').fill('outra-senha');
    await field('senha').focus();
    await page.waitForFunction(() => document.body.textContent?.includes('As senhas devem ser iguais'));
    await screenshot(page, 'candidato-mensagens');
  });

  it('preenche o endereço pelo CEP', async () => {
    await tab('Endereço e Contato');
    await field('endereco_cep').fill('60115-170');
    await expect.poll(() => field('endereco_logradouro').inputValue()).toBe('Avenida Santos Dumont');
    expect(await field('endereco_bairro').inputValue()).toBe('Aldeota');
    // An unknown CEP leaves the fields for typing, with no error.
    await field('endereco_cep').fill('99999-999');
    await field('endereco_numero').fill('1500');
    expect(await field('endereco_logradouro').inputValue()).toBe('Avenida Santos Dumont');
    await screenshot(page, 'candidato-cep');
  });

  it('inclui, edita e remove experiência pelos diálogos, com as mensagens', async () => {
    await openNew();
    await tab('Currículo');
    const experiencias = list('Experiência Profissional');
    await experiencias.getByRole('button', { name: 'Adicionar Experiência' }).click();
    await dialog().getByText('Editar/Inserir Experiência Profissional').waitFor();
    // offsetWidth: the opening animation scales the box.
    expect(await dialog().evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(768);
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await dialog().getByText('Empresa é obrigatória').waitFor();
    await dialog().getByText('Cargo é obrigatório').waitFor();
    await inDialog('empresa').fill('Acme Ltda.');
    await pick(inDialog('cargo'), 'Analista de RH');
    await inDialog('dataAdmissao').fill('10/01/2099');
    await inDialog('motivoSaida').focus();
    await dialog().getByText('A data de admissão deve ser igual ou anterior a data atual').waitFor();
    await inDialog('dataAdmissao').fill('10/01/2020');
    await inDialog('dataDesligamento').fill('10/01/2019');
    await inDialog('motivoSaida').focus();
    await dialog().getByText('A data de desligamento não pode ser anterior à data de admissão').waitFor();
    await screenshot(page, 'candidato-experiencia-dialogo');
    await inDialog('dataDesligamento').fill('10/01/2021');
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await toast('Experiência Profissional salva com sucesso.').waitFor();
    const row = experiencias.locator('tbody tr', { hasText: 'Acme Ltda.' });
    await row.getByText('Não Informado').waitFor();

    await row.getByRole('button', { name: 'Editar' }).click();
    await inDialog('empresa').fill('Acme S.A.');
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await toast('Experiência Profissional editada com sucesso.').waitFor();
    await experiencias.locator('tbody tr', { hasText: 'Acme S.A.' }).getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('dialog').getByText('Tem certeza que deseja remover?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await toast('Experiência Profissional removida com sucesso.').waitFor();
    await experiencias.getByText('Nenhum registro encontrado.').waitFor();
  });

  it('primeiro emprego pede confirmação, limpa as experiências e bloqueia a inclusão', async () => {
    const experiencias = list('Experiência Profissional');
    await experiencias.getByRole('button', { name: 'Adicionar Experiência' }).click();
    await inDialog('empresa').fill('Beta');
    // A cargo not listed: the free-text field replaces the list.
    await dialog().getByText('Fornecer outro cargo não listado').click();
    await inDialog('nomeMercado').fill('Consultor de carreira');
    expect(await inDialog('cargo').isVisible()).toBe(false);
    await inDialog('dataAdmissao').fill('01/02/2018');
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await experiencias.locator('tbody tr', { hasText: 'Beta' }).getByText('Consultor de carreira').waitFor();

    await experiencias.getByText('Estou em busca do primeiro emprego').click();
    const atencao = page.getByRole('dialog', { name: 'Atenção' });
    await atencao.waitFor();
    await screenshot(page, 'candidato-primeiro-emprego');
    await atencao.getByRole('button', { name: 'Não' }).click();
    expect(await experiencias.getByRole('checkbox').isChecked()).toBe(false);
    await experiencias.locator('tbody tr', { hasText: 'Beta' }).waitFor();

    await experiencias.getByText('Estou em busca do primeiro emprego').click();
    // The first dialog may still be fading out.
    await page.getByRole('dialog', { name: 'Atenção' }).last().getByRole('button', { name: 'Sim' }).click();
    await experiencias.getByText('Nenhum registro encontrado.').waitFor();
    await expect.poll(() => experiencias.getByRole('checkbox').isChecked()).toBe(true);
    expect(await experiencias.getByRole('button', { name: 'Adicionar Experiência' }).isDisabled()).toBe(true);
  });

  it('idioma e formação pelos diálogos; o idioma não muda na edição', async () => {
    const idiomas = list('Idiomas');
    await idiomas.getByRole('button', { name: 'Adicionar Idioma' }).click();
    await dialog().getByText('Inserir/Editar Idioma').waitFor();
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await dialog().getByText('Idioma é obrigatório').waitFor();
    await dialog().getByText('Nível é obrigatório').waitFor();
    await pick(inDialog('idioma'), 'Inglês');
    await inDialog('nivel').selectOption({ label: 'Avançado' });
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await toast('Idioma salvo com sucesso.').waitFor();
    await idiomas.locator('tbody tr', { hasText: 'Inglês' }).getByRole('button', { name: 'Editar' }).click();
    expect(await inDialog('idioma').isDisabled()).toBe(true);
    await inDialog('nivel').selectOption({ label: 'Básico' });
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await toast('Idioma editado com sucesso.').waitFor();
    await idiomas.locator('tbody tr', { hasText: 'Básico' }).getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await toast('Idioma removido com sucesso.').waitFor();

    const formacoes = list('Formação Acadêmica');
    await formacoes.getByRole('button', { name: 'Adicionar Formação' }).click();
    await dialog().getByText('Inserir/Editar Formação').waitFor();
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await dialog().getByText('Selecione a Área de Formação').waitFor();
    await dialog().getByText('Situação é obrigatória').waitFor();
    await pick(inDialog('areaFormacao'), 'Psicologia');
    await inDialog('curso').fill('Psicologia');
    await inDialog('local').fill('UFC');
    await inDialog('tipo').selectOption({ label: 'Graduação' });
    await inDialog('situacao').selectOption({ label: 'Completo' });
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await toast('Formação acadêmica salva com sucesso.').waitFor();
    await formacoes.locator('tbody tr', { hasText: 'UFC' }).getByRole('button', { name: 'Editar' }).click();
    await inDialog('local').fill('Universidade Federal do Ceará');
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await toast('Formação acadêmica editada com sucesso.').waitFor();
    await screenshot(page, 'candidato-curriculo');
    // A second one, removed after the confirmation.
    await formacoes.getByRole('button', { name: 'Adicionar Formação' }).click();
    await pick(inDialog('areaFormacao'), 'Administração');
    await inDialog('curso').fill('Gestão de Pessoas');
    await inDialog('local').fill('Unifor');
    await inDialog('tipo').selectOption({ label: 'Especialização' });
    await inDialog('situacao').selectOption({ label: 'Em andamento' });
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await formacoes.locator('tbody tr', { hasText: 'Unifor' }).getByRole('button', { name: 'Remover' }).click();
    await page.getByRole('dialog').getByText('Tem certeza que deseja remover?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await toast('Formação acadêmica removida com sucesso.').waitFor();
    await formacoes.locator('tbody tr', { hasText: 'Unifor' }).waitFor({ state: 'detached' });
  });

  it('grava o candidato com as listas', async () => {
    await tab('Dados Pessoais');
    await field('nome').fill('Fernanda Teste Navegador');
    await field('pessoal_cpf').fill('787.789.328-07');
    await field('pessoal_dataNascimento').fill('15/05/2001');
    await tab('Endereço e Contato');
    await field('contato_email').fill('fernanda@exemplo.com.br');
    await tab('Currículo');
    await page.locator('#root_cargos').click();
    await page.locator('.bp6-menu-item', { hasText: 'Analista de RH' }).click();
    await page.getByRole('button', { name: 'Gravar' }).last().click();
    await toast('Registro salvo com sucesso.').waitFor();
    await page.getByRole('heading', { name: 'Candidatos' }).waitFor();
  });

  it('um campo tornado obrigatório na configuração da empresa passa a ser exigido pelo formulário', async () => {
    await page.goto(`${app.url}/utilitario/configuracao-empresa`);
    await page.getByRole('heading', { name: /Configurações da Empresa/ }).waitFor();
    await page.getByPlaceholder('Filtrar').fill('naturalidade');
    await page.getByText('Dados Pessoais: Naturalidade').click();
    await page.getByPlaceholder('Filtrar').fill('experiência');
    await page.getByText('Experiência Profissional', { exact: true }).click();
    await tab('Campos Extras do Candidato');
    await screenshot(page, 'candidato-configuracao-extras');
    await tab('Aparência');
    await screenshot(page, 'candidato-configuracao-aparencia');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toast('Registro salvo com sucesso.').waitFor();

    await openNew();
    await page.getByRole('button', { name: 'Gravar' }).click();
    expect(await helperUnder('pessoal_naturalidade').textContent()).toBe('Naturalidade é obrigatória');
    await tab('Currículo');
    const experiencias = list('Experiência Profissional');
    expect(await experiencias.locator('.bp6-form-group-sub-label, .bp6-text-muted').first().textContent()).toBe('*');
    await experiencias.getByText('Experiência Profissional é obrigatória').waitFor();
    await tab('Campos Extras');
    await page.getByText('Número do crachá').waitFor();
    await screenshot(page, 'candidato-configuracao-exigida');
  });

  it('baixa os dados pessoais do candidato (LGPD) pelo botão do formulário', async () => {
    await page.goto(`${app.url}/captacao/candidatos?cpf=39053344705`);
    await page.locator('.rh-data-table tbody tr', { hasText: 'Ana Beatriz Souza' }).getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Candidato' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Dados pessoais (LGPD)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d+\.json$/);
    const { readFile } = await import('node:fs/promises');
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.candidato).toMatchObject({ nome: 'Ana Beatriz Souza', pessoal: { cpf: '39053344705' } });
  });
});
