/**
 * Candidate evaluations in Chromium: HR adds a question with its alternatives to the demo
 * model (the question's rules shown in the dialog); the demo candidate answers the evaluation
 * on the portal (the messages of the blank questions, then the confirmation); HR sees the
 * percentual on the pipeline board and in the list, and the answers in the record. Screenshots: artifacts/screenshots/avaliacao-*.png.
 */
import { describe, expect, it } from 'vitest';
import { login, rowOf, screenshot, toastWith, useSession, apiOf } from './harness';

const { app, browser, page } = useSession();
const { api } = apiOf({ app, page });

const NOVA = 'Qual é o seu nível de inglês?';
const dialog = () => page.locator('.rh-child-dialog');
const inDialog = (id: string) => dialog().locator(`#root_${id}`);


describe('avaliações de candidatos', () => {
  it('o RH inclui uma pergunta objetiva com alternativas no modelo', async () => {
    await page.goto(`${app.url}/avaliacao/modelos-avaliacao`);
    await rowOf(page, 'Entrevista comportamental').getByRole('button', { name: 'Editar' }).click();
    const perguntas = page.locator('.rh-child-list', { has: page.locator('label', { hasText: 'Perguntas' }) });
    await perguntas.locator('tbody tr', { hasText: 'Diante de um conflito' }).waitFor();
    await perguntas.getByRole('button', { name: 'Adicionar Pergunta' }).click();
    await dialog().getByText('Editar/Inserir Pergunta').waitFor();
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    await dialog().getByText('Pergunta é obrigatória').waitFor();
    await dialog().getByText('Informe ao menos duas alternativas.').waitFor();
    await inDialog('texto').fill(NOVA);
    // The next number, after the model's four questions.
    expect(await inDialog('ordem').inputValue()).toBe('5');
    for (const [i, [texto, peso]] of [['Básico', '2'], ['Intermediário', '6'], ['Avançado', '10']].entries()) {
      await dialog().getByRole('button', { name: 'Adicionar' }).click();
      await inDialog(`respostas_${i}_texto`).fill(texto!);
      await inDialog(`respostas_${i}_peso`).fill(peso!);
    }
    // A grade question hides the alternatives and shows the scale.
    expect(await inDialog('notaMinima').isVisible()).toBe(false);
    await screenshot(page, 'avaliacao-pergunta-dialogo');
    await dialog().screenshot({ path: 'artifacts/screenshots/avaliacao-pergunta-dialogo-so.png' });
    await dialog().getByRole('button', { name: 'Gravar' }).click();
    const nova = perguntas.locator('tbody tr', { hasText: NOVA });
    await nova.waitFor();
    // Kept in order: one place up it is the fourth, and back down the fifth.
    await nova.getByRole('button', { name: 'Mover para cima' }).click();
    await expect.poll(() => perguntas.locator('tbody tr').nth(3).textContent()).toContain(NOVA);
    expect(await perguntas.locator('tbody tr').nth(3).locator('td').first().textContent()).toBe('4');
    await nova.getByRole('button', { name: 'Mover para baixo' }).click();
    await expect.poll(() => perguntas.locator('tbody tr').nth(4).textContent()).toContain(NOVA);
    // Dragged onto the first row it becomes the first; dragged back onto the last, the last.
    await nova.dragTo(perguntas.locator('tbody tr').first());
    await expect.poll(() => perguntas.locator('tbody tr').first().textContent()).toContain(NOVA);
    expect(await perguntas.locator('tbody tr').first().locator('td').first().textContent()).toBe('1');
    await nova.dragTo(perguntas.locator('tbody tr').last());
    await expect.poll(() => perguntas.locator('tbody tr').nth(4).textContent()).toContain(NOVA);
    await perguntas.getByRole('button', { name: 'Ordem aleatória' }).waitFor();
    await screenshot(page, 'avaliacao-perguntas-ordem');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    const modelo = (await api<{ content: { id: number; titulo: string }[] }>('GET', '/modelos-avaliacao')).content.find((m) => m.titulo === 'Entrevista comportamental')!;
    const { perguntas: salvas } = await api<{ perguntas: { texto: string; respostas?: { texto: string; peso: number }[] }[] }>('GET', `/modelos-avaliacao/${modelo.id}/perguntas`);
    expect(salvas.at(-1)).toMatchObject({ texto: NOVA, respostas: [{ texto: 'Básico', peso: 2 }, { texto: 'Intermediário', peso: 6 }, { texto: 'Avançado', peso: 10 }] });
  });

  it('a candidata de demonstração responde a avaliação no portal e vê a confirmação', async () => {
    const portal = await browser.newPage();
    await portal.goto(`${app.url}/externo/login?empresaId=1`);
    await portal.getByLabel('CPF').fill('390.533.447-05');
    await portal.getByLabel('Senha').fill('demo1234');
    await portal.getByRole('button', { name: 'Entrar' }).click();
    const term = portal.getByRole('dialog', { name: 'Termo de Privacidade e Política de Segurança' });
    await term.getByRole('button', { name: 'Aceito' }).click();
    await term.waitFor({ state: 'detached' });

    await portal.goto(`${app.url}/externo/anuncios?empresaId=1`);
    const ad = portal.locator('.rh-job-ad', { hasText: 'Analista de RH (recrutamento e seleção)' });
    await ad.getByText('Avaliações respondidas: 0 de 1').waitFor();
    await ad.getByRole('button', { name: 'Responder avaliações' }).click();
    await portal.getByRole('heading', { name: 'Entrevista comportamental' }).waitFor();
    await portal.getByText('Selecione a nota de 1 a 10:').waitFor();
    expect(await portal.locator('.rh-questao').count()).toBe(5);

    await portal.getByRole('button', { name: 'Enviar respostas' }).click();
    await portal.getByText('Responda as perguntas indicadas.').waitFor();
    await portal.locator('[data-pergunta="1"]').getByText('Selecione uma alternativa.').waitFor();
    await portal.locator('[data-pergunta="2"]').getByText('Selecione ao menos uma alternativa.').waitFor();
    await portal.locator('[data-pergunta="3"]').getByText('Selecione a nota.').waitFor();
    await screenshot(portal, 'avaliacao-portal-mensagens');

    await portal.getByText('Converso com cada um separadamente').click();
    await portal.getByText('Sistema de gestão de RH').click();
    await portal.getByText('Planilhas eletrônicas').click();
    await portal.getByLabel('Selecione a nota de 1 a 10:').selectOption('9');
    await portal.getByLabel('Dê um exemplo de uma conversa difícil com um gestor.').fill('Expliquei a um gestor por que a vaga precisava de outro perfil.');
    await portal.getByLabel('Conte uma situação em que você precisou negociar prazos com um gestor.').fill('Ajustei o cronograma de entrevistas com a área comercial.');
    await portal.getByText('Avançado').click();
    expect(await portal.locator('.rh-questao-mensagem').count()).toBe(0);
    await screenshot(portal, 'avaliacao-portal-respondendo');
    await portal.getByRole('button', { name: 'Enviar respostas' }).click();
    await portal.getByText('Avaliação enviada com sucesso. Obrigado por responder!').waitFor();
    await screenshot(portal, 'avaliacao-portal-confirmacao');

    await portal.getByRole('link', { name: 'Ver minhas avaliações' }).click();
    await portal.getByText(/Respondida em \d\d\/\d\d\/\d{4}/).waitFor();
    // The ad counts the answered evaluation; "Minhas Avaliações" leads back to the list.
    await portal.goto(`${app.url}/externo/anuncios?empresaId=1`);
    await ad.getByText('Avaliações respondidas: 1 de 1').waitFor();
    await portal.getByRole('button', { name: 'Minhas Avaliações' }).click();
    await portal.getByRole('heading', { name: 'Minhas Avaliações' }).waitFor();
    await screenshot(portal, 'avaliacao-portal-minhas');
    await portal.close();
  });

  it('o RH vê o percentual no quadro do processo seletivo e responde por outro candidato', async () => {
    // The portal's login took the browser's session cookie: HR signs in again.
    await login(page, app.url);
    await page.getByText(/Bem-vindo\(a\)/).waitFor();
    const solicitacoes = await api<{ content: { id: number; descricao: string }[] }>('GET', '/solicitacoes-pessoal?size=50');
    const analista = solicitacoes.content.find((s) => s.descricao === 'Analista de RH para recrutamento')!;
    await page.goto(`${app.url}/captacao/processo-seletivo/${analista.id}`);
    const card = page.locator('.rh-pipeline-card', { hasText: 'Ana Beatriz Souza' });
    await card.getByRole('button', { name: 'Avaliações' }).click();
    const avaliacoes = page.getByRole('dialog', { name: 'Avaliações de Ana Beatriz Souza' });
    // 20 + 7 + (9-1)/9×2 + 10 = 38,78 of 42.
    const row = avaliacoes.locator('tr[data-modelo="Entrevista comportamental"]');
    await row.getByText('pelo candidato').waitFor();
    await row.getByText('92,33%').waitFor();
    await row.getByText('Aprovado').waitFor();
    await page.locator('.bp6-dialog-container.bp6-overlay-enter-done').waitFor();
    await screenshot(page, 'avaliacao-rh-quadro');
    await page.keyboard.press('Escape');

    await page.locator('.rh-pipeline-card', { hasText: 'Diego Araújo' }).getByRole('button', { name: 'Avaliações' }).click();
    const diego = page.getByRole('dialog', { name: 'Avaliações de Diego Araújo' });
    await diego.getByRole('button', { name: 'Responder' }).click();
    await diego.getByText('Selecione a nota de 1 a 10:').waitFor();
    await diego.getByText('Levo o caso direto à diretoria').click();
    await diego.getByText('Planilhas eletrônicas').click();
    await diego.getByLabel('Selecione a nota de 1 a 10:').selectOption('4');
    await diego.getByText('Básico').click();
    await diego.getByRole('button', { name: 'Enviar respostas' }).click();
    await toastWith(page, 'Avaliação registrada:').waitFor();
    await diego.locator('tr[data-modelo="Entrevista comportamental"]').getByText('Reprovado').waitFor();
    await screenshot(page, 'avaliacao-rh-responde');
    // Answering again starts from the answers given: only the grade changes, and so does the percentual.
    const linhaDiego = diego.locator('tr[data-modelo="Entrevista comportamental"]');
    const antes = await linhaDiego.locator('td').nth(2).textContent();
    await diego.getByRole('button', { name: 'Responder novamente' }).click();
    await expect.poll(() => diego.getByLabel('Selecione a nota de 1 a 10:').inputValue()).toBe('4');
    expect(await diego.getByRole('radio', { name: 'Básico' }).isChecked()).toBe(true);
    expect(await diego.getByRole('checkbox', { name: 'Planilhas eletrônicas' }).isChecked()).toBe(true);
    await screenshot(page, 'avaliacao-rh-responde-novamente');
    await diego.getByLabel('Selecione a nota de 1 a 10:').selectOption('10');
    await diego.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect.poll(() => linhaDiego.locator('td').nth(2).textContent()).not.toBe(antes);
    await page.keyboard.press('Escape');

    await page.goto(`${app.url}/captacao/avaliacoes`);
    await rowOf(page, 'Ana Beatriz Souza').getByText('92,33').waitFor();
    await rowOf(page, 'Diego Araújo').waitFor();
    await screenshot(page, 'avaliacao-rh-lista');
    // The record shows each question with the answer given; nothing there is editable.
    await rowOf(page, 'Ana Beatriz Souza').getByRole('button', { name: 'Visualizar' }).click();
    await page.getByRole('heading', { name: 'Visualizar Avaliação de Candidato' }).waitFor();
    const respostas = page.locator('.bp6-section', { hasText: 'Respostas' });
    await respostas.getByText('nota 9 — "Expliquei a um gestor por que a vaga precisava de outro perfil."').waitFor();
    await respostas.getByText('Avançado').waitFor();
    expect(await page.getByRole('button', { name: 'Gravar' }).count()).toBe(0);
    await screenshot(page, 'avaliacao-rh-respostas');
  });
});
