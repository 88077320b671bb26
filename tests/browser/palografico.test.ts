/**
 * Teste Palográfico in Chromium: the company's classification table at
 * /captacao/exames-palografico (its limits must go up), and a candidate's test recorded from the
 * pipeline board on the step with análise comportamental, the results computed on save.
 * Screenshots: artifacts/screenshots/palografico-*.png.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, toastWith, useSession } from './harness';

const { app, page } = useSession();

const field = (id: string) => page.locator(`#root_${id}`);

describe('teste palográfico', () => {
  it('a tabela de classificação da empresa: padrões, ordem dos limites, gravação', async () => {
    await page.goto(`${app.url}/captacao/exames-palografico`);
    await page.getByRole('heading', { name: 'Exame Palográfico: tabela de classificação' }).waitFor();
    await expect.poll(() => field('produtividadeMuitoBaixaAte').inputValue()).toBe('399');
    await field('produtividadeBaixaAte').fill('300');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('Deve ser maior que o limite da classificação anterior').waitFor();
    await screenshot(page, 'palografico-tabela-erro');
    await field('produtividadeBaixaAte').fill('549');
    // Leaving the field clears its message first, so the button does not move under the click.
    await field('produtividadeBaixaAte').press('Tab');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    await page.getByRole('tab', { name: 'NOR (Nível de Oscilação Rítmica)' }).click();
    await expect.poll(() => field('norAltoAte').inputValue()).toMatch(/^12[,.]9$/);
    await screenshot(page, 'palografico-tabela-nor');
    const saved = await (await page.request.get(`${app.url}/api/captacao/exames-palografico`)).json();
    expect(saved.produtividadeBaixaAte).toBe(549);
  });

  it('registra o teste do candidato pelo quadro, na etapa com análise comportamental', async () => {
    const solicitacoes = await (await page.request.get(`${app.url}/api/solicitacoes-pessoal?descricao=Analista%20de%20RH%20para%20recrutamento`)).json();
    await page.goto(`${app.url}/captacao/processo-seletivo/${solicitacoes.content[0].id}`);
    const card = page.locator('.rh-pipeline-card', { hasText: 'Ana Beatriz Souza' });
    await card.getByRole('button', { name: 'Teste palográfico' }).click();
    await page.getByRole('heading', { name: 'Editar Histórico do Candidato' }).waitFor();
    // The demo's test, computed with the table: 650 palos (Média), NOR 4,9 (Baixo).
    const list = page.locator('.rh-child-list');
    await list.getByText('Média').waitFor();
    await list.getByText('Baixo', { exact: true }).waitFor();
    await screenshot(page, 'palografico-historico-demo');

    await list.getByRole('button', { name: 'Remover' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim' }).click();
    await page.getByRole('button', { name: 'Registrar teste palográfico' }).click();
    const dialog = page.locator('.rh-child-dialog');
    await dialog.locator('#root_data').fill('10/07/2025');
    for (const [index, palos] of [150, 170, 160, 190, 200].entries()) await dialog.locator(`#root_tempo${index + 1}`).fill(String(palos));
    await screenshot(page, 'palografico-dialogo');
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();

    const historicos = await (await page.request.get(`${app.url}/api/historicos-candidato?size=100`)).json();
    const entrevista = historicos.content.find(
      (h: { candidatoSolicitacao: { descricao: string }; etapaSeletiva: { nome: string } }) =>
        h.candidatoSolicitacao.descricao.startsWith('Ana Beatriz Souza') && h.etapaSeletiva.nome === 'Entrevista com RH',
    );
    await page.goto(`${app.url}/captacao/historicos-candidato/${entrevista.id}`);
    await page.locator('.rh-child-list').getByText('870').waitFor();
    await screenshot(page, 'palografico-historico-novo');
    const record = await (await page.request.get(`${app.url}/api/historicos-candidato/${entrevista.id}`)).json();
    // 870 palos is "Alta" under this company's table; NOR 70 × 100 / 870 = 8,0 "Médio".
    expect(record.palograficos).toMatchObject([{ produtividade: 870, classificacaoProdutividade: 'A', nor: 8, classificacaoNor: 'M' }]);
  });
});
