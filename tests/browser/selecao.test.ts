/**
 * The selection in Chromium, end to end: a new request with its ad appears in the portal, a
 * visitor's "Candidatar-me" leads to the portal login with the request, the candidate enters the
 * request, is moved through two steps on the pipeline board (dragged into the first, by the card's
 * button into the second) and hired, the request is closed
 * from the board and its ad leaves the portal. Screenshots: artifacts/screenshots/selecao-*.png.
 *
 * The portal login (candidate session) is built on another branch: here the candidate's
 * application is made by the RH's internal link call, the same service the portal one uses.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, settled, toastWith, useSession, apiOf } from './harness';

const { app, browser, page } = useSession();
const { api, idOf } = apiOf({ app, page });

const DESCRICAO = 'Auxiliar de expedição para o turno da noite';
const TITULO = 'Auxiliar de expedição (noite)';


const card = (name: string) => page.locator('.rh-pipeline-card', { hasText: name });
const column = (etapa: string) => page.locator(`.rh-pipeline-column[data-etapa="${etapa}"]`);

describe('processo seletivo', () => {
  it('da solicitação ao portal, do portal à contratação, e o anúncio sai do portal', async () => {
    const solicitacao = await api<{ id: number }>('POST', '/solicitacoes-pessoal', {
      data: '2025-07-01',
      descricao: DESCRICAO,
      quantidade: 1,
      estabelecimento: { id: await idOf('estabelecimentos', 'nome', 'Matriz Fortaleza') },
      areaOrganizacional: { id: await idOf('areas-organizacionais', 'nome', 'Operações') },
      cargo: { id: await idOf('cargos', 'nome', 'Auxiliar de Logística') },
      motivoSolicitacao: { id: await idOf('motivos-solicitacao', 'descricao', 'Aumento de quadro') },
      horarioComercial: 'Segunda a sexta, 22h às 6h',
    });
    await api('POST', '/anuncios', { solicitacao: { id: solicitacao.id }, titulo: TITULO, descricao: 'Separação e expedição de pedidos.', exibirModuloExterno: true });

    // The portal shows the ad; a visitor applying is sent to the portal login with the request.
    const portal = await browser.newPage();
    await portal.goto(`${app.url}/externo/anuncios?empresaId=1`);
    const ad = portal.locator('.rh-job-ad', { has: portal.getByRole('heading', { name: TITULO }) });
    await ad.waitFor();
    await screenshot(portal, 'selecao-portal-anuncio');
    await ad.getByRole('button', { name: 'Candidatar-me' }).click();
    await portal.waitForURL(`**/externo/login?empresaId=1&solicitacaoId=${solicitacao.id}`);

    const candidatoId = await idOf('candidatos', 'nome', 'Ana Beatriz Souza');
    await api('POST', `/solicitacoes-pessoal/candidato/${candidatoId}`, { empresaId: 1, candidatoId, solicitacoesIds: [solicitacao.id] });

    // From the request's action to its board.
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal/${solicitacao.id}`);
    await page.getByRole('button', { name: 'Processo seletivo' }).click();
    await page.getByRole('heading', { name: `Processo seletivo: ${DESCRICAO}` }).waitFor();
    await column('Inscritos').locator('.rh-pipeline-card', { hasText: 'Ana Beatriz Souza' }).waitFor();
    await screenshot(page, 'selecao-quadro-inscrito');

    for (const etapa of ['Triagem de currículos', 'Entrevista com RH']) {
      if (etapa === 'Triagem de currículos') {
        // The first step by dragging the card into its column, which lights up as the one that takes it.
        const origem = (await card('Ana Beatriz Souza').locator('h5').boundingBox())!;
        const destino = (await column(etapa).boundingBox())!;
        await page.mouse.move(origem.x + origem.width / 2, origem.y + origem.height / 2);
        await page.mouse.down();
        await page.mouse.move(origem.x + origem.width / 2 + 20, origem.y + origem.height / 2, { steps: 4 });
        await page.mouse.move(destino.x + destino.width / 2, destino.y + 60, { steps: 12 });
        await page.locator('.rh-pipeline-column-sobre').waitFor();
        await screenshot(page, 'selecao-quadro-arrastando');
        await page.mouse.up();
      } else {
        await card('Ana Beatriz Souza').getByRole('button', { name: `Mover para ${etapa}` }).click();
      }
      await toastWith(page, `Ana Beatriz Souza passou para a etapa ${etapa}.`).waitFor();
      await column(etapa).locator('.rh-pipeline-card', { hasText: 'Em andamento' }).waitFor();
      await card('Ana Beatriz Souza').getByRole('button', { name: 'Registrar resultado' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Resultado').selectOption({ label: 'Aprovado' });
      await dialog.getByRole('button', { name: 'Registrar resultado' }).click();
      await toastWith(page, 'Resultado registrado com sucesso.').waitFor();
      await column(etapa).locator('.rh-pipeline-card', { hasText: 'Aprovado' }).waitFor();
    }
    await screenshot(page, 'selecao-quadro-duas-etapas');

    await card('Ana Beatriz Souza').getByRole('button', { name: 'Contratar' }).click();
    await page.getByRole('dialog').getByLabel('Data da contratação').fill('20/07/2025');
    await page.getByRole('dialog').getByRole('button', { name: 'Contratar' }).click();
    await toastWith(page, 'Candidato contratado com sucesso.').waitFor();
    // Registering the talento is offered (contratacao-talento.test.ts follows "Sim").
    await page.getByRole('dialog').getByRole('button', { name: 'Não' }).click();
    await page.getByText('Todas as vagas foram preenchidas.').waitFor();
    expect(await page.getByText('Vagas preenchidas: 1 de 1').count()).toBe(1);
    await screenshot(page, 'selecao-contratado');

    await page.getByRole('button', { name: 'Encerrar solicitação' }).click();
    await page.getByRole('dialog').getByLabel('Data de encerramento').fill('21/07/2025');
    await page.getByRole('dialog').getByRole('button', { name: 'Encerrar' }).click();
    await toastWith(page, 'Solicitação encerrada com sucesso.').waitFor();
    await settled(page);

    await portal.goto(`${app.url}/externo/anuncios?empresaId=1`);
    await portal.getByRole('heading', { name: 'Analista de RH (recrutamento e seleção)' }).waitFor();
    expect(await portal.getByRole('heading', { name: TITULO }).count()).toBe(0);
    await screenshot(portal, 'selecao-portal-sem-anuncio');
    await portal.close();
  });
});
