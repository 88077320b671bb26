/**
 * Desligamento in Chromium (issue 16 item 4): a demo talent dismissed from their form ("Desligar":
 * date, motivo, observação), the exit interview offered right after and answered — in part, then
 * whole — the talent then listed under "Desligados"; and the Desligamentos report previewed and
 * generated. Screenshots at 1366 and 1024 px: artifacts/screenshots/desligamento-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { today } from '../../engine/validation/brazilian';
import { pdfText } from '../support/pdf-text';
import { apiOf, rowOf, screenshot, SCREENSHOTS, settled, toastWith, useSession } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });
const brasileira = (data: string) => data.split('-').reverse().join('/');

async function emDuasLarguras(nome: string) {
  await page.setViewportSize({ width: 1024, height: 800 });
  await screenshot(page, `${nome}-1024`);
  await page.setViewportSize({ width: 1366, height: 800 });
  await screenshot(page, nome);
}

describe('desligamento', () => {
  it('desliga o talento pelo formulário, responde a entrevista e o encontra entre os desligados', async () => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const { content } = await api<{ content: { id: number; nome: string }[] }>('GET', '/colaboradores?situacao=A&size=1&sort=nome,asc');
    const talento = content[0]!;
    await page.goto(`${app.url}/cargo-salario/colaboradores?nome=${encodeURIComponent(talento.nome)}`);
    await settled(page);
    await rowOf(page, talento.nome).first().getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Desligar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Data do desligamento').fill(brasileira(today()));
    await dialog.locator('[id$="_motivo"]').first().click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'Pedido de demissão' }).first().click();
    await dialog.getByLabel('Observação').fill('Mudança de cidade.');
    await emDuasLarguras('desligamento-dialogo');
    await dialog.getByRole('button', { name: 'Desligar' }).click();
    await toastWith(page, 'Talento desligado com sucesso.').waitFor();
    const oferta = page.getByRole('dialog').filter({ hasText: 'Deseja registrar agora a entrevista de desligamento?' });
    await oferta.getByRole('button', { name: 'Sim' }).click();

    await page.waitForURL(`**/gestao-talentos/talentos/${talento.id}/entrevista-desligamento`);
    await page.getByRole('heading', { name: `Entrevista de Desligamento — ${talento.nome}` }).waitFor();
    const questionario = page.locator('.rh-entrevista-desligamento');
    await questionario.getByText('Principal motivo da saída').waitFor();
    await questionario.getByRole('radio', { name: 'Crescimento profissional' }).check({ force: true });
    await questionario.getByRole('button', { name: 'Salvar e continuar depois' }).click();
    await toastWith(page, 'Respostas salvas. Você pode continuar depois.').waitFor();
    await questionario.getByRole('button', { name: 'Enviar respostas' }).click();
    await questionario.getByText('Responda as perguntas indicadas.').waitFor();
    await emDuasLarguras('desligamento-entrevista-faltando');
    const notas = questionario.locator('select:not(#entrevista-modelo)');
    for (let i = 0; i < (await notas.count()); i++) await notas.nth(i).selectOption('4');
    await questionario.locator('.rh-questao', { hasText: 'Voltaria a trabalhar conosco?' }).getByRole('radio', { name: 'Talvez' }).check({ force: true });
    await questionario.locator('#entrevista-observacao').fill('Entrevista feita no último dia.');
    await questionario.getByRole('button', { name: 'Enviar respostas' }).click();
    await toastWith(page, 'Entrevista de desligamento registrada.').waitFor();
    await questionario.getByText(`Respondida em ${brasileira(today())}`).waitFor();
    await emDuasLarguras('desligamento-entrevista');

    await page.goto(`${app.url}/cargo-salario/colaboradores?situacao=D&nome=${encodeURIComponent(talento.nome)}`);
    await settled(page);
    await rowOf(page, talento.nome).first().waitFor();
    await emDuasLarguras('desligamento-desligados');
    const ativos = await api<{ content: unknown[] }>('GET', `/colaboradores?situacao=A&nome=${encodeURIComponent(talento.nome)}`);
    expect(ativos.content).toEqual([]);
  });

  it('abre os modelos de entrevista de desligamento pelo menu', async () => {
    await page.goto(app.url);
    await page.getByPlaceholder('Pesquisar Menu').fill('modelos de entrevista');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Gestão de Talentos › Cadastros › Modelos de Entrevista de Desligamento' }).click();
    await page.waitForURL('**/avaliacao/modelos-avaliacao?tipo=E');
    await settled(page);
    await rowOf(page, 'Entrevista de desligamento').first().waitFor();
    expect(await page.locator('.rh-data-table tbody tr').count()).toBe(1);
    await emDuasLarguras('desligamento-modelos');
  });

  it('gera o relatório de desligamentos', async () => {
    await page.goto(app.url);
    await page.getByPlaceholder('Pesquisar Menu').fill('desligamentos');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Gestão de Talentos › Relatórios › Desligamentos' }).click();
    await page.getByRole('heading', { name: 'Desligamentos' }).waitFor();
    await page.getByRole('button', { name: 'Visualizar' }).click();
    const preview = page.locator('.rh-report-preview');
    await preview.getByText('Total de desligamentos').first().waitFor();
    await emDuasLarguras('desligamento-relatorio');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar PDF' }).click()]);
    const file = join(SCREENSHOTS, 'desligamento-relatorio.pdf');
    await download.saveAs(file);
    const text = pdfText(readFileSync(file));
    expect(text).toContain('Desligamentos');
    expect(text).toContain('Pedido de demissão');
  });
});
