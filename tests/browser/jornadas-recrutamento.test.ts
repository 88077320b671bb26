/**
 * Recruitment journeys a new user walks (issue 12): a refused action's field message under
 * its field, the Cancelar solicitação dialog, hiring with a start date ahead, candidates added
 * to a request where people look. Screenshots: artifacts/screenshots/jornada-*.png.
 */
import { describe, expect, it } from 'vitest';
import { today } from '../../engine/validation/brazilian';
import { rowOf, screenshot, settled, toastWith, useSession, apiOf } from './harness';

const { app, page } = useSession();
const { api, idOf } = apiOf({ app, page });

/** dd/mm/aaaa, `days` after today. */
const daysAhead = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

async function novaSolicitacao(descricao: string): Promise<number> {
  const solicitacao = await api<{ id: number }>('POST', '/solicitacoes-pessoal', {
    data: today(),
    descricao,
    quantidade: 2,
    estabelecimento: { id: await idOf('estabelecimentos', 'nome', 'Matriz Fortaleza') },
    areaOrganizacional: { id: await idOf('areas-organizacionais', 'nome', 'Recursos Humanos') },
    cargo: { id: await idOf('cargos', 'nome', 'Analista de RH') },
    motivoSolicitacao: { id: await idOf('motivos-solicitacao', 'descricao', 'Aumento de quadro') },
    horarioComercial: 'Segunda a sexta, 8h às 17h',
    remuneracao: 4500,
  });
  return solicitacao.id;
}

/** The options a reference select offers, opened and read. */
async function optionsOf(select: string): Promise<string[]> {
  await page.locator(select).click();
  const items = page.locator('.bp6-popover .bp6-menu-item');
  await items.first().waitFor();
  const texts = await items.allInnerTexts();
  await page.keyboard.press('Escape');
  return texts;
}

async function rowAction(text: string, action: string) {
  const row = rowOf(page, text);
  await row.getByRole('button', { name: 'Ações' }).click();
  await page.locator('.bp6-menu-item', { hasText: action }).click();
  return page.getByRole('dialog');
}

describe('jornadas do recrutamento', () => {
  it('Encerrar com data anterior à solicitação mostra a mensagem sob o campo, sem aviso solto', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal?descricao=Auxiliares`);
    await settled(page);
    const dialog = await rowAction('Auxiliares de logística', 'Encerrar');
    await dialog.getByLabel('Data de encerramento').fill('01/01/2020');
    await dialog.getByRole('button', { name: 'Encerrar' }).click();
    await dialog.locator('.bp6-form-helper-text', { hasText: 'A data de encerramento não pode ser anterior à data da solicitação' }).waitFor();
    await screenshot(page, 'jornada-encerrar-mensagem-no-campo');
    expect(await page.locator('.bp6-toast').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Voltar' }).click();
  });

  it('o diálogo de Cancelar solicitação diz Voltar e Cancelar solicitação, nessa ordem', async () => {
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal?descricao=Auxiliares`);
    await settled(page);
    const dialog = await rowAction('Auxiliares de logística', 'Cancelar solicitação');
    const buttons = dialog.locator('.bp6-dialog-footer button');
    expect(await buttons.allInnerTexts()).toEqual(['Voltar', 'Cancelar solicitação']);
    await screenshot(page, 'jornada-cancelar-solicitacao');
    await dialog.getByRole('button', { name: 'Voltar' }).click();
  });

  it('contratar com início daqui a 30 dias abre o talento preenchido, que grava como oferecido', async () => {
    const solicitacaoId = await novaSolicitacao('Analista de RH com início agendado');
    const candidatoId = await idOf('candidatos', 'nome', 'Bruno Henrique Lima');
    await api('POST', `/solicitacoes-pessoal/candidato/${candidatoId}`, { solicitacoesIds: [solicitacaoId] });
    await page.goto(`${app.url}/captacao/processo-seletivo/${solicitacaoId}`);
    const card = page.locator('.rh-pipeline-card', { hasText: 'Bruno Henrique Lima' });
    await card.getByRole('button', { name: 'Contratar' }).click();
    const inicio = daysAhead(30);
    await page.getByRole('dialog').getByLabel('Data da contratação').fill(inicio);
    await page.getByRole('dialog').getByRole('button', { name: 'Contratar' }).click();
    await toastWith(page, 'Candidato contratado com sucesso.').waitFor();
    await page.getByRole('dialog').filter({ hasText: 'Deseja cadastrar o candidato contratado como talento?' }).getByRole('button', { name: 'Sim' }).click();
    await page.getByRole('heading', { name: 'Inserir Talento' }).waitFor();
    await expect.poll(() => page.getByLabel('Data de admissão').inputValue()).toBe(inicio);
    await page.getByLabel('Matrícula').fill('000330');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    await screenshot(page, 'jornada-talento-com-inicio-agendado');
  });

  it('a faixa salarial da solicitação oferece só as faixas do cargo escolhido', async () => {
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal/new`);
    await page.getByRole('heading', { name: 'Inserir Solicitação de Pessoal' }).waitFor();
    await page.locator('#root_cargo').click();
    await page.locator('.bp6-popover input').last().fill('Analista de RH');
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'Analista de RH' }).first().click();
    const faixas = await optionsOf('#root_faixaSalarial');
    expect(faixas.length).toBeGreaterThan(0);
    expect(faixas.every((faixa) => faixa.startsWith('Analista de RH'))).toBe(true);
    await screenshot(page, 'jornada-solicitacao-faixas-do-cargo');
  });

  it('o anúncio oferece só solicitações abertas, e Inserir a partir dos anúncios da solicitação já a escolhe', async () => {
    // The demo's cancelled request.
    const cancelada = await idOf('solicitacoes-pessoal', 'descricao', 'Analista de RH temporário para projeto');
    expect(await api<{ cancelada: boolean }>('GET', `/solicitacoes-pessoal/${cancelada}`)).toMatchObject({ cancelada: true });
    await page.goto(`${app.url}/captacao/anuncios/new`);
    await page.getByRole('heading', { name: 'Inserir Anúncio' }).waitFor();
    const oferecidas = await optionsOf('#root_solicitacao');
    expect(oferecidas.some((texto) => texto.includes('Auxiliares de logística'))).toBe(true);
    expect(oferecidas.some((texto) => texto.includes('Analista de RH temporário para projeto'))).toBe(false);

    await page.goto(`${app.url}/captacao/solicitacoes-pessoal?descricao=Desenvolvedor`);
    await settled(page);
    await rowOf(page, 'Desenvolvedor para substituir desligamento').getByRole('button', { name: 'Ações' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Anúncio' }).click();
    await page.getByRole('heading', { name: 'Anúncios' }).waitFor();
    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.getByRole('heading', { name: 'Inserir Anúncio' }).waitFor();
    await page.locator('#root_solicitacao', { hasText: 'Desenvolvedor para substituir desligamento' }).waitFor();
    await screenshot(page, 'jornada-anuncio-da-solicitacao');
  });

  it('Adicionar candidatos no quadro: pesquisa por nome, vários de uma vez, com a origem', async () => {
    const solicitacaoId = await novaSolicitacao('Analista de RH para a nova filial');
    await page.goto(`${app.url}/captacao/processo-seletivo/${solicitacaoId}`);
    await page.getByText('Nenhum candidato nesta solicitação.').waitFor();
    await page.getByRole('button', { name: 'Adicionar candidatos' }).click();
    const dialog = page.locator('.bp6-dialog', { hasText: 'Adicionar candidatos: Analista de RH para a nova filial' });
    await dialog.getByRole('button', { name: 'Pesquisar' }).click();
    const picker = page.locator('.bp6-dialog', { hasText: 'Pesquisar Candidatos' });
    for (const nome of ['Bruno Henrique', 'Diego Araújo']) {
      await picker.locator('#seletor_nome').fill(nome);
      await picker.getByRole('button', { name: 'Pesquisar' }).click();
      await picker.locator('tbody tr', { hasText: nome }).first().waitFor();
      await picker.getByRole('checkbox', { name: `Selecionar ${nome}` }).first().check({ force: true });
    }
    await screenshot(page, 'jornada-adicionar-candidatos-pesquisa');
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'jornada-adicionar-candidatos-pesquisa-1024');
    await page.setViewportSize({ width: 1366, height: 800 });
    await picker.getByRole('button', { name: 'Adicionar selecionados (2)' }).click();
    await dialog.locator('.bp6-tag', { hasText: 'Bruno Henrique Lima' }).waitFor();
    await dialog.locator('.bp6-tag', { hasText: 'Diego Araújo' }).waitFor();
    await screenshot(page, 'jornada-adicionar-candidatos-dialogo');
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Adicionar candidatos' }).click();
    await toastWith(page, 'Candidatos incluídos na solicitação.').waitFor();
    await page.locator('.rh-pipeline-card', { hasText: 'Bruno Henrique Lima' }).waitFor();
    await page.locator('.rh-pipeline-card', { hasText: 'Diego Araújo' }).waitFor();
    await screenshot(page, 'jornada-adicionar-candidatos-quadro');
  });

  it('Incluir em solicitação no formulário do candidato', async () => {
    const solicitacaoId = await novaSolicitacao('Analista de RH para o projeto de integração');
    await page.goto(`${app.url}/captacao/candidatos?nome=Diego`);
    await settled(page);
    await rowOf(page, 'Diego Araújo').getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Candidato' }).waitFor();
    await page.getByRole('button', { name: 'Incluir em solicitação' }).click();
    const dialog = page.locator('.bp6-dialog', { hasText: 'Incluir em solicitação' });
    await dialog.locator('#acao-solicitacoes_solicitacoesIds').click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'Analista de RH para o projeto de integração' }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'jornada-incluir-em-solicitacao');
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Incluir em solicitação' }).click();
    await toastWith(page, 'Candidato incluído nas solicitações.').waitFor();
    const vinculos = await api<{ content: unknown[] }>('GET', `/candidatos-solicitacao?solicitacaoId=${solicitacaoId}`);
    expect(vinculos.content).toHaveLength(1);
  });

  it('Atualizar Meus Dados abre o formulário dos próprios dados e grava', async () => {
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Atualizar Meus Dados' }).click();
    await page.getByRole('heading', { name: 'Atualizar Meus Dados' }).waitFor();
    await expect.poll(() => page.locator('#root_nome').inputValue()).toBe('Administrador Demonstração');
    await page.locator('#root_email').fill('admin@exemplo.com.br');
    await screenshot(page, 'jornada-meus-dados');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
  });
});
