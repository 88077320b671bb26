/**
 * Ocorrências and the talent's documents in Chromium: HR registers an occurrence type (a second
 * with the same description is refused on the field), records an occurrence from a demo talent's
 * form ("Nova ocorrência" opens the occurrence's form with the talent chosen), registers its
 * providência from the talent's form, finds it in the occurrences' list, attaches a document with its type and validity, and
 * previews the "Ocorrências" report. Screenshots at 1366 and 1024 px:
 * artifacts/screenshots/ocorrencias-*.png.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { apiOf, rowOf, settled, toastWith, useSession, screenshotAtWidths } from './harness';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

const TIPO = 'Esquecimento do crachá';
const dia = (n: number) => formatDate(daysAfter(today(), n));
let talento: { id: number; nome: string };

const emCadaLargura = (nome: string) => screenshotAtWidths(page, `ocorrencias-${nome}`);

describe('ocorrências do talento', () => {
  it('o RH cadastra um tipo de ocorrência pelo menu; a mesma descrição outra vez é recusada no campo', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('tipos de ocorrência');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Gestão de Talentos › Cadastros › Tipos de Ocorrência' }).click();
    await page.getByRole('heading', { name: 'Tipos de Ocorrência' }).waitFor();
    await page.goto(`${app.url}/gestao-talentos/tipo-ocorrencia/new`);
    await page.getByRole('heading', { name: 'Inserir Tipo de Ocorrência' }).waitFor();
    await page.locator('#root_descricao').fill(TIPO);
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await page.goto(`${app.url}/gestao-talentos/tipo-ocorrencia/new`);
    await page.locator('#root_descricao').fill(TIPO);
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('Já existe um tipo de ocorrência com esta descrição.').waitFor();
    await emCadaLargura('tipo-repetido');
  });

  it('do formulário do talento: nova ocorrência com o talento escolhido, e a providência registrada ali', async () => {
    talento = (await api<{ content: { id: number; nome: string }[] }>('GET', '/colaboradores?size=1&sort=id,asc&situacao=A')).content[0]!;
    await page.goto(`${app.url}/cargo-salario/colaboradores/${talento.id}`);
    const secao = page.locator('.rh-ocorrencias-talento');
    await secao.waitFor();
    await secao.getByRole('button', { name: 'Nova ocorrência' }).click();
    await page.getByRole('heading', { name: 'Inserir Ocorrência' }).waitFor();
    await expect.poll(() => page.locator('#root_colaborador').textContent()).toContain(talento.nome);
    await pick(page.locator('#root_tipoOcorrencia'), TIPO, TIPO);
    await page.locator('#root_dataIni').fill(dia(-1));
    await page.locator('#root_observacao').fill('Entrou com o crachá do colega.');
    await emCadaLargura('nova');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();

    await page.goto(`${app.url}/cargo-salario/colaboradores/${talento.id}`);
    const linha = page.locator('.rh-ocorrencias-talento tbody tr', { hasText: TIPO });
    await linha.getByText('Sem providência').waitFor();
    await linha.getByRole('button', { name: 'Registrar providência' }).click();
    const dialogo = page.getByRole('dialog');
    await pick(dialogo.locator('[id$="_providencia"]').first(), 'Advertência verbal', 'Advertência verbal');
    await emCadaLargura('providencia');
    await dialogo.getByRole('button', { name: 'Registrar providência' }).click();
    await toastWith(page, 'Providência registrada com sucesso.').waitFor();
    await linha.getByText('Advertência verbal').waitFor();
    await settled(page);
    await emCadaLargura('talento');
  });

  it('a lista de ocorrências, pelo menu, filtrada pelo talento, com a ação de registrar providência na linha', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('ocorrências');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Gestão de Talentos › Ocorrências' }).first().waitFor();
    await page.goto(`${app.url}/gestao-talentos/ocorrencias?colaboradorId=${talento.id}`);
    await settled(page);
    const linha = rowOf(page, TIPO);
    await linha.getByText('Advertência verbal').waitFor();
    await linha.getByRole('button', { name: 'Registrar providência' }).waitFor();
    await emCadaLargura('lista');
  });

  it('anexa ao talento um documento com tipo e validade, e o baixa', async () => {
    await page.goto(`${app.url}/cargo-salario/colaboradores/${talento.id}`);
    const secao = page.locator('.rh-documentos-talento');
    await secao.getByText('Documentos do talento').click();
    await secao.locator('#anexo-tipo').selectOption({ label: 'Atestado médico' });
    await secao.locator('#anexo-descricao').fill('Atestado de 2 dias');
    await secao.locator('#anexo-validade').fill(dia(30));
    await secao.locator('#anexo-arquivo').setInputFiles({ name: 'atestado.txt', mimeType: 'text/plain', buffer: Buffer.from('Atestado médico.\n') });
    await secao.getByRole('button', { name: 'Anexar' }).click();
    await toastWith(page, 'atestado.txt').waitFor();
    const linha = secao.locator('tbody tr', { hasText: 'Atestado de 2 dias' });
    await linha.getByText('Atestado médico').waitFor();
    await linha.getByText(dia(30)).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), linha.getByRole('button', { name: 'Baixar atestado.txt' }).click()]);
    expect(download.suggestedFilename()).toBe('atestado.txt');
    await emCadaLargura('documentos');
  });

  it('o relatório Ocorrências, pelo menu, com o último mês por talento', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('ocorrências');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Gestão de Talentos › Relatórios › Ocorrências' }).click();
    await page.getByRole('heading', { name: 'Ocorrências' }).waitFor();
    await expect.poll(() => page.locator('#root_dataFim').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Visualizar' }).click();
    const preview = page.locator('.rh-report-preview');
    await preview.getByText(new RegExp(`^Talento: ${talento.nome}`)).waitFor();
    await preview.getByText(TIPO).waitFor();
    await preview.getByText(/^Total de ocorrências: \d+/).first().waitFor();
    await emCadaLargura('relatorio');
  });
});
