/**
 * The main recruitment journey with the browser's console watched (issue 12, "no console error
 * or warning"): log in, a new request by its form, its ad from the request's actions, the
 * candidate applying in the portal, the board (a step, its result) and the hiring. Every click
 * is a user's, the RH's at 1024 px (the narrowest screen the internal app is made for) and the
 * candidate's on a 390 px phone; the console of both pages stays empty throughout.
 * Screenshots: artifacts/screenshots/jornada-console-*.png.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { today } from '../../engine/validation/brazilian';
import { login, rowOf, screenshot, settled, toastWith, useSession, watchConsole } from './harness';
import { pick } from '../support/blueprint-select';

const { app, browser } = useSession({ signIn: false });

const DESCRICAO = 'Assistente de RH para o atendimento';
const TITULO = 'Assistente de RH (atendimento)';

describe('jornada de recrutamento sem erros no console', () => {
  it('entra, abre a solicitação e o anúncio, o candidato se inscreve no portal, avança no quadro e é contratado', async () => {
    const page = await browser.newPage({ width: 1024, height: 768 });
    const problemas = watchConsole(page);
    const field = (id: string) => page.locator(`#root_${id}`);
    await login(page, app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();

    // The request, from its list's Inserir.
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal`);
    await page.getByRole('heading', { name: 'Solicitações de Pessoal' }).waitFor();
    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.getByRole('heading', { name: 'Inserir Solicitação de Pessoal' }).waitFor();
    await field('descricao').fill(DESCRICAO);
    await field('quantidade').fill('1');
    await pick(field('estabelecimento'), 'Matriz Fortaleza');
    await pick(field('areaOrganizacional'), 'Recursos Humanos');
    await pick(field('cargo'), 'Analista de RH');
    await pick(field('motivoSolicitacao'), 'Aumento de quadro');
    await field('horarioComercial').fill('Segunda a sexta, 8h às 17h');
    await screenshot(page, 'jornada-console-solicitacao');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();

    // Its ad, from the request's actions in the list.
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal?descricao=atendimento`);
    await settled(page);
    await rowOf(page, DESCRICAO).getByRole('button', { name: 'Ações' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Anúncio' }).click();
    await page.getByRole('heading', { name: 'Anúncios' }).waitFor();
    await page.getByRole('button', { name: 'Inserir' }).click();
    await page.getByRole('heading', { name: 'Inserir Anúncio' }).waitFor();
    await page.locator('#root_solicitacao', { hasText: DESCRICAO }).waitFor();
    await field('titulo').fill(TITULO);
    await field('descricao').fill('Atendimento aos colaboradores e apoio à folha.');
    // Shown in the portal unless unticked.
    expect(await page.getByLabel('Exibir no módulo externo').isChecked()).toBe(true);
    await screenshot(page, 'jornada-console-anuncio');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();

    // The demo candidate applies in the portal.
    const portal = await browser.newPage({ width: 390, height: 844 });
    const doPortal = watchConsole(portal);
    await portal.goto(`${app.url}/externo/login?empresaId=1`);
    await portal.getByLabel('CPF').fill('390.533.447-05');
    await portal.getByLabel('Senha').fill('demo1234');
    await portal.getByRole('button', { name: 'Entrar' }).click();
    const termo = portal.getByRole('dialog', { name: 'Termo de Privacidade e Política de Segurança' });
    await termo.getByRole('button', { name: 'Aceito' }).click();
    await portal.getByRole('button', { name: 'Menu do candidato' }).click();
    await portal.locator('.bp6-menu-item', { hasText: 'Vagas Abertas' }).click();
    const anuncio = portal.locator('.rh-job-ad', { has: portal.getByRole('heading', { name: TITULO }) });
    await anuncio.getByRole('button', { name: 'Candidatar-me' }).click();
    await toastWith(portal, 'Candidatura realizada com sucesso.').waitFor();
    await anuncio.getByText(`Inscrito em ${formatDate(today())}`).waitFor();
    await screenshot(portal, 'jornada-console-portal');

    // The board: the pages share the browser's cookies, so the RH signs in again after the candidate;
    // then from the request's actions in the list, a step, its result, the hiring.
    await login(page, app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal?descricao=atendimento`);
    await settled(page);
    await rowOf(page, DESCRICAO).getByRole('button', { name: 'Ações' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Processo seletivo' }).click();
    await page.getByRole('heading', { name: `Processo seletivo: ${DESCRICAO}` }).waitFor();
    const cartao = page.locator('.rh-pipeline-card', { hasText: 'Ana Beatriz Souza' });
    await screenshot(page, 'jornada-console-quadro');
    await cartao.getByRole('button', { name: /^Mover para / }).click();
    await toastWith(page, 'Ana Beatriz Souza passou para a etapa').waitFor();
    await cartao.getByRole('button', { name: 'Registrar resultado' }).click();
    await page.getByRole('dialog').getByLabel('Resultado').selectOption({ label: 'Aprovado' });
    await page.getByRole('dialog').getByRole('button', { name: 'Registrar resultado' }).click();
    await toastWith(page, 'Resultado registrado com sucesso.').waitFor();
    await cartao.getByRole('button', { name: 'Contratar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Contratar' }).click();
    await toastWith(page, 'Candidato contratado com sucesso.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Não' }).click();
    await page.getByText('Todas as vagas foram preenchidas.').waitFor();
    await screenshot(page, 'jornada-console-contratado');

    expect([...problemas, ...doPortal]).toEqual([]);
  });
});
