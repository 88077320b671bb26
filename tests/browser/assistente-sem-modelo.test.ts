/**
 * Assistente RH in an installation without a model (no ASSISTENTE_URL), in Chromium: on the cargo
 * and the survey forms the assistant is its button, which opens "Assistente RH indisponível"
 * saying whom to ask (an administrator, Utilitários › Integrações), with the offline mode one
 * click away; and the credits requests listed for administrators under Utilitários › Solicitações
 * de Créditos. Screenshots (1366 and 1024 px): artifacts/screenshots/assistente-sem-modelo-*.png.
 */
import { describe, expect, it } from 'vitest';
import { apiOf, rowOf, screenshotAtWidths, settled, useSession } from './harness';

const session = useSession();
const { app, page } = session;
const { api } = apiOf(session);
const aviso = () => page.getByRole('dialog', { name: 'Assistente RH indisponível' });

describe('Assistente RH sem modelo configurado', () => {
  it('no cargo, o botão diz que não está disponível e a quem pedir; o modo offline continua a um clique', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/cargo-salario/cargos/new`);
    await page.getByRole('heading', { name: 'Inserir Cargo' }).waitFor();
    await page.getByRole('button', { name: 'Assistente RH' }).click();
    await aviso().getByText('O Assistente RH não está disponível nesta instalação: nenhum modelo de IA foi configurado.').waitFor();
    await aviso().getByText('Utilitários › Integrações').waitFor();
    expect(await page.locator('.rh-assistente-painel').count()).toBe(0);
    await screenshotAtWidths(page, 'assistente-sem-modelo-aviso');

    await aviso().getByRole('button', { name: 'Usar o modo offline' }).click();
    await aviso().waitFor({ state: 'detached' });
    const painel = page.locator('.rh-assistente-painel');
    await page.locator('#root_nome').fill('Analista de Recursos Humanos');
    await painel.getByRole('button', { name: 'Novas sugestões' }).click();
    await painel.getByText('Modo offline').waitFor();
    expect(await painel.getByText('Créditos do mês').count()).toBe(0);
  });

  it('na pesquisa, o mesmo aviso', async () => {
    const pesquisas = await api<{ content: { modelo: { id: number } }[] }>('GET', '/pesquisas?size=1');
    await page.goto(`${app.url}/avaliacao/modelos-avaliacao/${pesquisas.content[0]!.modelo.id}`);
    await page.locator('#root_titulo').waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Assistente RH' }).click();
    await aviso().getByText('Peça a um administrador que o configure em').waitFor();
    await aviso().getByRole('button', { name: 'Fechar' }).click();
    await aviso().waitFor({ state: 'detached' });
  });

  it('as solicitações de créditos, pelo menu Utilitários', async () => {
    await api('POST', '/solicitacao-creditos', { nome: 'Carla Menezes', email: 'carla@empresa.com.br', telefone: '85933334444', quantidadeDesejada: 40 });
    await page.goto(`${app.url}/`);
    await page.getByPlaceholder('Pesquisar Menu').fill('solicitações de cr');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Solicitações de Créditos' }).click();
    await page.getByRole('heading', { name: 'Solicitações de Créditos' }).waitFor();
    await rowOf(page, 'Carla Menezes').waitFor();
    expect(await rowOf(page, 'Carla Menezes').textContent()).toContain('carla@empresa.com.br');
    await settled(page);
    await screenshotAtWidths(page, 'assistente-sem-modelo-solicitacoes');
  });
});
