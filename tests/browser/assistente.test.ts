/**
 * Assistente RH in Chromium (spec 02 §2 "AI assistant", §8): on a new cargo the panel "Sugestões"
 * asks a fake OpenAI-compatible server on loopback, lists its suggestions and "Aplicar sugestões"
 * puts them in the form's fields; the 11th suggestion of a month opens "Precisa de mais créditos?"
 * and the credits request; on a survey's questionnaire the suggested questions join its list; at 768 px and below the panel is not shown. Screenshots (1366 and
 * 1024 px): artifacts/screenshots/assistente-*.png.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, screenshot, screenshotAtWidths, settled, toastWith, useSession } from './harness';

const SUGESTAO = {
  missao: 'Conduzir os processos de gestão de pessoas da empresa.',
  responsabilidades: 'Recrutar e selecionar talentos.\nConduzir a integração de novos talentos.',
  complementoConhecimento: 'Legislação trabalhista e eSocial.',
  complementoHabilidade: 'Comunicação e negociação.',
  complementoAtitude: 'Ética e discrição.',
};

const PERGUNTA = { texto: 'Você recebe retorno frequente sobre o seu trabalho?', aspecto: 'Comunicação' };

let fake: Server;
let fakeUrl = '';
beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      // The form the app asks for is the name of the schema it sends.
      const pesquisa = (JSON.parse(body) as { response_format: { json_schema: { name: string } } }).response_format.json_schema.name === 'sugestao_pesquisa';
      const conteudo = pesquisa ? { perguntas: [PERGUNTA] } : SUGESTAO;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(conteudo) }, finish_reason: 'stop' }] }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

const session = useSession({ env: () => ({ ASSISTENTE_URL: fakeUrl }) });
const { app, page } = session;
const painel = () => page.locator('.rh-assistente-painel');

describe('Assistente RH', () => {
  it('preenche o formulário do cargo com as sugestões', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/cargo-salario/cargos/new`);
    await page.getByRole('heading', { name: 'Inserir Cargo' }).waitFor();
    await painel().getByText('Preencha o nome do cargo para receber sugestões.').waitFor();
    expect(await painel().getByRole('button', { name: 'Novas sugestões' }).isDisabled()).toBe(true);

    await page.locator('#root_nome').fill('Analista de Recursos Humanos');
    await painel().getByRole('button', { name: 'Novas sugestões' }).click();
    await painel().getByText(SUGESTAO.missao).waitFor();
    await painel().getByText('Créditos do mês: 9 de 10').waitFor();
    await screenshotAtWidths(page, 'assistente-sugestoes');

    await painel().getByRole('button', { name: 'Aplicar sugestões' }).click();
    await page.locator('.rh-assistente-balao', { hasText: 'Pronto! Sugestões inseridas.' }).waitFor();
    await page.getByRole('tab', { name: 'Descrição' }).click();
    expect(await page.locator('#root_missao').inputValue()).toBe(SUGESTAO.missao);
    expect(await page.locator('#root_responsabilidades').inputValue()).toBe(SUGESTAO.responsabilidades);
    await page.getByRole('tab', { name: 'Competências e seleção' }).click();
    expect(await page.locator('#root_complementoAtitude').inputValue()).toBe(SUGESTAO.complementoAtitude);
    // What the user typed stays: the suggestion fills only its own fields.
    await page.getByRole('tab', { name: 'Dados' }).click();
    expect(await page.locator('#root_nome').inputValue()).toBe('Analista de Recursos Humanos');
    await screenshotAtWidths(page, 'assistente-aplicadas');

    // Hidden, it folds to the assistant's button.
    await painel().getByRole('button', { name: 'Ocultar sugestões' }).click();
    await page.getByRole('button', { name: 'Assistente RH' }).click();
    await painel().waitFor();
  });

  it('acrescenta perguntas sugeridas ao questionário de uma pesquisa', async () => {
    const { api } = apiOf(session);
    const pesquisas = await api<{ content: { modelo: { id: number } }[] }>('GET', '/pesquisas?size=1');
    await page.goto(`${app.url}/avaliacao/modelos-avaliacao/${pesquisas.content[0]!.modelo.id}`);
    await page.locator('#root_titulo').waitFor();
    await settled(page);
    await painel().getByText('Informe o aspecto para receber sugestões de perguntas.').waitFor();
    await painel().getByLabel('Aspecto').fill('Comunicação');
    await painel().getByRole('button', { name: 'Novas sugestões' }).click();
    await painel().getByText(PERGUNTA.texto).waitFor();
    await painel().getByRole('button', { name: 'Aplicar sugestões' }).click();
    await page.locator('.rh-data-table tbody tr, table tbody tr', { hasText: PERGUNTA.texto }).first().waitFor();
    await screenshotAtWidths(page, 'assistente-pesquisa');
  });

  it('créditos do mês acabados: "Precisa de mais créditos?" e a solicitação', async () => {
    const { api } = apiOf(session);
    const { restantes } = await api<{ restantes: number }>('GET', '/assistente/creditos');
    for (let i = 0; i < restantes; i++) await api('GET', '/assistente/sugestao?formulario=cargo&nome=Auxiliar');

    await page.goto(`${app.url}/cargo-salario/cargos/new`);
    await page.locator('#root_nome').fill('Auxiliar de Logística');
    await painel().getByRole('button', { name: 'Novas sugestões' }).click();
    const dialogo = page.locator('.bp6-dialog');
    await dialogo.getByText('Precisa de mais créditos?').waitFor();
    await screenshot(page, 'assistente-mais-creditos');
    await dialogo.getByRole('button', { name: 'Solicitar créditos' }).click();
    await dialogo.getByText('Solicitar créditos').first().waitFor();
    await page.locator('#solicitacao-creditos_nome').fill('Ana Souza');
    await page.locator('#solicitacao-creditos_email').fill('ana@empresa.com.br');
    await page.locator('#solicitacao-creditos_telefone').fill('8598888');
    await page.locator('#solicitacao-creditos_quantidadeDesejada').fill('0');
    await dialogo.getByRole('button', { name: 'Enviar' }).click();
    await dialogo.getByText('Número de telefone inválido.').waitFor();
    await dialogo.getByText('Quantidade inválida').waitFor();
    await screenshotAtWidths(page, 'assistente-solicitacao-creditos');
    await page.locator('#solicitacao-creditos_telefone').fill('85988887777');
    await page.locator('#solicitacao-creditos_quantidadeDesejada').fill('50');
    await dialogo.getByRole('button', { name: 'Enviar' }).click();
    await toastWith(page, 'Solicitação cadastrada com sucesso! Em breve entraremos em contato.').waitFor();
    await settled(page);
  });

  it('não aparece em telas de 768 px ou menos', async () => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(`${app.url}/cargo-salario/cargos/new`);
    await page.locator('#root_nome').waitFor();
    await page.waitForTimeout(500);
    expect(await page.locator('.rh-assistente').isVisible()).toBe(false);
    // Hidden, not gone: wider again, the panel is back as it was.
    await page.setViewportSize({ width: 1366, height: 900 });
    await painel().waitFor();
  });
});
