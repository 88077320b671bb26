/**
 * A performance evaluation's cycle in Chromium (issue 14 items 3 and 4): HR creates it in the
 * form, fills its participants and releases it; the demo employee user answers in "Minhas
 * Avaliações" (partial save, then the rest), questions and the competences of her faixa; HR sees
 * the answer and the result report.
 * Screenshots: artifacts/screenshots/desempenho-*.png (1366 and 1024 px).
 */
import { describe, expect, it } from 'vitest';
import { login, rowOf, screenshot, settled, toastWith, useSession, apiOf } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });
const TITULO = 'Ciclo de Chromium';

/** Both widths of the issue. */
async function telas(nome: string) {
  await screenshot(page, `desempenho-${nome}-1366`);
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, `desempenho-${nome}-1024`);
  await page.setViewportSize({ width: 1366, height: 800 });
}

describe('avaliação de desempenho no navegador', () => {
  let avaliacaoId = 0;
  let colaboradora = '';

  it('o RH cria a avaliação, preenche os participantes e libera', async () => {
    // The demo employee user is the first avaliador of the demo evaluation.
    const demo = (await api<{ content: { id: number; titulo: string }[] }>('GET', '/avaliacoes-desempenho?titulo=Desempenho')).content[0]!;
    const primeiro = (await api<{ content: { avaliador: { nome: string } }[] }>('GET', `/participantes-avaliacao-desempenho?avaliacao=${demo.id}&sort=id,asc&size=1`)).content[0]!;
    colaboradora = primeiro.avaliador.nome;

    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${app.url}/avaliacao/avaliacoes-desempenho/new`);
    await page.getByRole('heading', { name: 'Inserir Avaliação de Desempenho' }).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('Tipo de avaliação é obrigatório').waitFor();
    await telas('form-mensagens');
    await page.locator('#root_titulo').fill(TITULO);
    await page.locator('#root_dataIni').fill('01/01/2026');
    await page.locator('#root_dataFim').fill('31/12/2099');
    await page.locator('label.bp6-radio', { hasText: '1.0' }).click();
    await page.locator('#root_modeloAvaliacao').click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'Avaliação de Desempenho Anual' }).first().click();
    await page.locator('label.bp6-radio', { hasText: 'Sim' }).first().click();
    await page.locator('label.bp6-checkbox', { hasText: 'Avaliar as competências do cargo' }).click();
    await page.locator('label.bp6-checkbox', { hasText: 'Exibir nível de competência exigido' }).click();
    await page.locator('label.bp6-checkbox', { hasText: 'Exibir o resultado da autoavaliação' }).click();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    avaliacaoId = (await api<{ content: { id: number }[] }>('GET', `/avaliacoes-desempenho?titulo=${encodeURIComponent(TITULO)}`)).content[0]!.id;

    await page.goto(`${app.url}/avaliacao/avaliacoes-desempenho/${avaliacaoId}`);
    await settled(page);
    await page.getByRole('button', { name: 'Preencher participantes' }).click();
    const dialog = page.locator('.bp6-dialog', { hasText: 'Preencher participantes' });
    await dialog.getByRole('button', { name: 'Pesquisar' }).click();
    const picker = page.locator('.bp6-dialog', { hasText: 'Pesquisar' }).last();
    await picker.locator('#seletor_nome').fill(colaboradora);
    await picker.getByRole('button', { name: 'Pesquisar' }).click();
    await picker.locator('tbody tr', { hasText: colaboradora }).first().waitFor();
    await picker.getByRole('checkbox', { name: `Selecionar ${colaboradora}` }).first().check({ force: true });
    await picker.getByRole('button', { name: /Adicionar selecionados/ }).click();
    await dialog.locator('label', { hasText: 'Gestores avaliam' }).click();
    await dialog.locator('label', { hasText: 'Gerar autoavaliação' }).click();
    await telas('preencher');
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Preencher participantes' }).click();
    await toastWith(page, 'Participantes adicionados com sucesso.').waitFor();

    await page.getByRole('button', { name: 'Participantes', exact: true }).click();
    await rowOf(page, 'Autoavaliação').first().waitFor();
    await telas('participantes');
    await page.goBack();
    await page.getByRole('button', { name: 'Liberar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Sim|Confirmar|Liberar/ }).last().click();
    await toastWith(page, 'Avaliação liberada com sucesso.').waitFor();
  });

  it('a colaboradora responde em Minhas Avaliações: salva em parte, depois envia', async () => {
    // One browser profile: she signs in on the same page, HR signs in again after.
    const employee = page;
    await page.context().clearCookies();
    await employee.setViewportSize({ width: 1366, height: 800 });
    await login(employee, app.url, { cpf: '331.744.392-80', senha: 'demo1234', empresa: 'Empresa Demonstração' });
    await employee.getByText(/Bem-vindo\(a\)/).waitFor();
    await employee.goto(`${app.url}/avaliacao/minhas-avaliacoes`);
    const linha = employee.locator('tr', { hasText: TITULO });
    await linha.waitFor();
    expect(await linha.innerText()).toContain('Autoavaliação');
    await screenshot(employee, 'desempenho-minhas-1366');
    await linha.getByRole('button', { name: 'Responder' }).click();
    await employee.getByText('Entrega o que combina, no prazo combinado.').waitFor();
    await employee.locator('.rh-questao-nota select').first().selectOption('4');
    // The competences of her faixa: one level given in the partial save, the rest still missing.
    const grade = employee.locator('.rh-niveis-das-competencias');
    await grade.getByRole('columnheader', { name: 'Nível exigido' }).waitFor();
    const linhas = grade.locator('tbody tr');
    expect(await linhas.count()).toBeGreaterThan(1);
    await linhas.first().locator('label.bp6-radio').last().click();
    await employee.getByRole('button', { name: 'Salvar e continuar depois' }).click();
    await employee.locator('.bp6-toast', { hasText: 'Respostas salvas. Você pode continuar depois.' }).waitFor();
    await employee.getByRole('button', { name: 'Cancelar' }).click();
    await employee.locator('tr', { hasText: TITULO }).getByText('Respondida parcialmente').waitFor();
    await employee.locator('tr', { hasText: TITULO }).getByRole('button', { name: 'Continuar' }).click();
    await employee.getByRole('button', { name: 'Enviar respostas' }).click();
    await employee.getByText('Responda as perguntas indicadas.').waitFor();
    await grade.getByText('Informe o nível de todas as competências exigidas pela faixa salarial.').waitFor();
    expect(await linhas.first().locator('input[type=radio]').last().isChecked()).toBe(true);
    expect(await grade.locator('tr.rh-linha-pendente').count()).toBe((await linhas.count()) - 1);
    await employee.setViewportSize({ width: 1024, height: 800 });
    await screenshot(employee, 'desempenho-responder-1024');
    await employee.locator('label.bp6-radio', { hasText: 'Acima do esperado' }).click();
    await employee.locator('.rh-questao-nota select').nth(1).selectOption('5');
    // A row given a level is no longer marked: always the first still marked.
    const semNivel = grade.locator('tr.rh-linha-pendente');
    for (let n = await semNivel.count(); n > 0; n--) await semNivel.first().locator('label.bp6-radio').first().click();
    await screenshot(employee, 'desempenho-competencias-1024');
    await employee.getByRole('button', { name: 'Enviar respostas' }).click();
    // Her autoavaliação's result, as the evaluation shows it.
    await employee.locator('.bp6-toast', { hasText: /^Respostas enviadas com sucesso\. Resultado da sua autoavaliação: [\d,]+%\.$/ }).waitFor();
    await employee.locator('tr', { hasText: TITULO }).getByText('Respondida', { exact: true }).waitFor();
    await screenshot(employee, 'desempenho-minhas-respondida-1024');
    await page.context().clearCookies();
    await login(page, app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
  });

  it('o RH vê a resposta e o resultado', async () => {
    const respostas = await api<{ content: { percentual: number; respondidoParcialmente: boolean }[] }>('GET', `/colaboradores-questionarios?avaliacaoDesempenhoId=${avaliacaoId}`);
    expect(respostas.content).toMatchObject([{ respondidoParcialmente: false }]);
    // Her levels are on her talent record, from this evaluation.
    const avaliacoes = await api<{ content: { avaliacaoDesempenho?: { id: number } }[] }>('GET', `/colaboradores/configuracoes-niveis-competencia-colaborador?avaliacaoDesempenhoId=${avaliacaoId}`);
    expect(avaliacoes.content.some((a) => a.avaliacaoDesempenho?.id === avaliacaoId)).toBe(true);
    await page.goto(`${app.url}/avaliacao/relatorios/resultado-avaliacao`);
    await page.getByRole('heading', { name: 'Resultado da Avaliação de Desempenho' }).waitFor();
    await page.locator('#root_avaliacoesIds').click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: TITULO }).first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await page.getByText(colaboradora).first().waitFor();
    await page.getByText('Total de avaliados').first().waitFor();
    await telas('resultado');
  });

  it('a análise das competências da colaboradora, pelo menu, com a autoavaliação', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('análise competências talento');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Relatórios › Análise de Desempenho das Competências do Talento' }).click();
    await page.getByRole('heading', { name: 'Análise de Desempenho das Competências do Talento' }).waitFor();
    await page.locator('#root_avaliacaoDesempenho').click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: TITULO }).first().click();
    await page.locator('#root_avaliado').click();
    await page.locator('.bp6-popover input').last().fill(colaboradora);
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: colaboradora }).first().click();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await page.getByText('Informe a nota mínima da média geral das competências.').waitFor();
    await page.locator('#root_notaMinimaMediaGeralCompetencia').fill('70');
    await page.locator('label.bp6-checkbox', { hasText: 'Considerar a autoavaliação' }).click();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await page.getByText(`${colaboradora} (Autoavaliação)`).first().waitFor();
    await page.getByText(/^Média \d+/).first().waitFor();
    await telas('analise-competencias');
  });
});
