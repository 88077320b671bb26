/**
 * Pesquisas in Chromium: HR builds a survey (its question in the survey's questionnaire) and
 * releases it; an employee — a user linked to a talent — finds it in "Minhas pesquisas", saves
 * an answer to continue, then sends it; HR sees the chart of the results, and the demo NPS with
 * its groups and its score over time. Screenshots at 1366 and 1024 px: artifacts/screenshots/pesquisa-*.png.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { today } from '../../engine/validation/brazilian';
import { apiOf, login, rowOf, screenshot, settled, toastWith, useSession, screenshotAtWidths } from './harness';

const { app, browser, page } = useSession();
const { api } = apiOf({ app, page });

const TITULO = 'Pesquisa de integração 2026';
const PERGUNTA = 'Como você avalia a sua integração na equipe?';
const FUNCIONARIO = { cpf: '900.000.009-22', senha: 'segredo-forte', empresa: 'Empresa Demonstração' };

// plotly fits its charts to the new width a moment after the window changes.
const emCadaLargura = (nome: string, fotografar?: () => Promise<void>) => screenshotAtWidths(page, nome, { settleMs: 600, before: fotografar });

describe('pesquisas', () => {
  it('o RH monta a pesquisa, com a pergunta no questionário dela, e a libera', async () => {
    await page.goto(`${app.url}/pesquisa/pesquisas/new`);
    await page.getByRole('heading', { name: 'Inserir Pesquisa' }).waitFor();
    await page.locator('#root_titulo').fill(TITULO);
    // The app's today (São Paulo), not the machine's: from 21:00 São Paulo time they differ.
    const hoje = formatDate(today());
    await page.locator('#root_dataInicio').fill(hoje);
    await page.locator('#root_dataFim').fill('31/12/2099');
    await emCadaLargura('pesquisa-formulario');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await page.goto(`${app.url}/pesquisa/pesquisas?titulo=${encodeURIComponent(TITULO)}`);
    await settled(page);
    await rowOf(page, TITULO).getByRole('button', { name: 'Ações' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Perguntas' }).click();
    await page.getByRole('heading', { name: 'Editar Modelo de Avaliação' }).waitFor();
    const perguntas = page.locator('.rh-child-list', { has: page.locator('label', { hasText: 'Perguntas' }) });
    await perguntas.getByRole('button', { name: 'Adicionar Pergunta' }).click();
    const dialog = page.locator('.rh-child-dialog');
    await dialog.locator('#root_tipo').selectOption({ label: 'Nota' });
    await dialog.locator('#root_texto').fill(PERGUNTA);
    await dialog.locator('#root_aspecto').fill('Integração');
    await dialog.getByRole('button', { name: 'Gravar' }).click();
    await perguntas.locator('tbody tr', { hasText: PERGUNTA }).waitFor();
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();

    await page.goto(`${app.url}/pesquisa/pesquisas?titulo=${encodeURIComponent(TITULO)}`);
    await settled(page);
    await rowOf(page, TITULO).getByRole('button', { name: 'Ações' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Liberar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Liberar' }).click();
    await toastWith(page, 'Pesquisa liberada com sucesso.').waitFor();
    await emCadaLargura('pesquisa-lista');
  });

  it('o funcionário salva para continuar depois, retoma e envia, uma vez', async () => {
    // An employee: a user with a profile that grants nothing, linked to a demo talent.
    const perfil = await api<{ id: number }>('POST', '/perfis', { nome: 'Funcionário', authorities: [] });
    const usuario = await api<{ id: number }>('POST', '/usuarios', { nome: 'Funcionária da pesquisa', cpf: FUNCIONARIO.cpf.replace(/\D/g, ''), senhaHash: FUNCIONARIO.senha, acessos: [{ empresa: { id: 1 }, perfil: { id: perfil.id } }] });
    const [talento] = (await api<{ content: { id: number }[] }>('GET', '/colaboradores?situacao=A&size=1&sort=nome,desc')).content;
    const ligado = await page.request.fetch(`${app.url}/api/colaboradores/${talento!.id}`, { method: 'PATCH', data: { usuario: { id: usuario.id } } });
    expect(ligado.status()).toBe(200);

    // One cookie jar for the browser's pages: the employee's sign-in replaces HR's.
    await browser.context.clearCookies();
    const funcionario = await browser.newPage();
    await funcionario.setViewportSize({ width: 1366, height: 900 });
    await login(funcionario, app.url, FUNCIONARIO);
    await funcionario.getByText(/Bem-vindo\(a\)/).waitFor();
    await funcionario.goto(`${app.url}/pesquisa/minhas-pesquisas`);
    const cartao = funcionario.locator(`[data-pesquisa="${TITULO}"]`);
    await cartao.getByRole('button', { name: 'Responder' }).click();
    await funcionario.getByText(PERGUNTA).waitFor();
    await funcionario.getByRole('button', { name: 'Enviar respostas' }).click();
    await funcionario.getByText('Selecione a nota.').waitFor();
    await funcionario.getByLabel('Selecione a nota de 1 a 10:').selectOption('8');
    await funcionario.getByRole('button', { name: 'Salvar e continuar depois' }).click();
    await toastWith(funcionario, 'Respostas salvas. Você pode continuar depois.').waitFor();
    await screenshot(funcionario, 'pesquisa-responder-1366');
    await funcionario.getByRole('button', { name: 'Cancelar' }).click();
    await cartao.getByRole('button', { name: 'Continuar' }).click();
    await expect.poll(() => funcionario.getByLabel('Selecione a nota de 1 a 10:').inputValue()).toBe('8');
    await funcionario.getByLabel('Selecione a nota de 1 a 10:').selectOption('9');
    await funcionario.getByRole('button', { name: 'Enviar respostas' }).click();
    await toastWith(funcionario, 'Pesquisa enviada com sucesso. Obrigado por responder!').waitFor();
    await cartao.getByText('Respondida').waitFor();
    await funcionario.setViewportSize({ width: 1024, height: 900 });
    await screenshot(funcionario, 'pesquisa-minhas-1024');
    await funcionario.close();
  });

  it('o RH vê o gráfico dos resultados e o NPS ao longo dos meses', async () => {
    await browser.context.clearCookies();
    await login(page, app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    await page.goto(`${app.url}/pesquisa/pesquisas?titulo=${encodeURIComponent(TITULO)}`);
    await settled(page);
    await rowOf(page, TITULO).getByRole('button', { name: 'Ações' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Resultados' }).click();
    const pergunta = page.locator(`[data-pergunta="${PERGUNTA}"]`);
    await pergunta.getByText('1 resposta').waitFor();
    await pergunta.getByText('Média 9').waitFor();
    await pergunta.locator('.js-plotly-plot').waitFor();
    await emCadaLargura('pesquisa-resultados');

    await page.goto(`${app.url}/pesquisa/pesquisas`);
    await settled(page);
    await rowOf(page, 'Pesquisa de Clima 2026').getByRole('button', { name: 'Ações' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Resultados' }).click();
    await page.locator('[data-pergunta="O que a empresa pode melhorar?"]').getByText('Mais treinamentos técnicos.').first().waitFor();
    await page.locator('.js-plotly-plot').nth(2).waitFor();
    expect(await page.locator('.js-plotly-plot').count()).toBe(3);
    await emCadaLargura('pesquisa-clima-resultados');

    await page.goto(`${app.url}/pesquisa/nps`);
    await page.locator('[data-nps="score"]').waitFor();
    await page.locator('.js-plotly-plot').nth(1).waitFor();
    expect(await page.locator('.js-plotly-plot').count()).toBe(2);
    expect(await page.locator('[data-nps="promotores"]').textContent()).toMatch(/Promotores \(9 e 10\): \d+/);
    await emCadaLargura('pesquisa-nps');
  });
});
