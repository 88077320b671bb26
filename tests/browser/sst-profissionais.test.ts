/**
 * Profissionais de saúde in Chromium: HR creates a doctor with CRM, adds a contract, sends the
 * contract's signature image and sees its preview under the contracts; then unifies two
 * duplicates from the list's "Unificar" action, the contract going to the one that stays.
 * Screenshots at 1366 and 1024 px: artifacts/screenshots/profissionais-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { apiOf, rowOf, screenshotAtWidths, settled, toastWith, useSession } from './harness';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

/** The demo doctor's signature (320×100 PNG). */
const PNG = readFileSync(join(import.meta.dirname, '../../modules/sst/demo/assinatura-medica.png'));
const MEDICA = 'Dra. Navegadora Assinante';
const hoje = today();
let sp = 0;

beforeAll(async () => {
  sp = (await api<{ content: { id: number }[] }>('GET', '/estados?size=1&sigla=SP')).content[0]!.id;
});

describe('profissionais de saúde', () => {
  it('cria uma médica com CRM, um contrato e a assinatura digital, vista na prévia', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/sst/profissional/new`);
    await page.getByRole('heading', { name: 'Inserir Profissional de saúde' }).waitFor();
    await settled(page);
    await page.locator('#root_nome').fill(MEDICA);
    await page.locator('#root_orgaoDeClasse').selectOption({ label: 'CRM - Conselho Regional de Medicina' });
    await page.locator('#root_numeroInscricao').fill('123456');
    // A CRM needs its Estado: the field says so before anything is saved.
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('Estado é obrigatório').waitFor();
    await pick(page.locator('#root_uf'), 'São Paulo', 'São Paulo');
    await screenshotAtWidths(page, 'profissionais-formulario');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();

    const medica = (await api<{ content: { id: number }[] }>('GET', `/profissionais?nome=${encodeURIComponent(MEDICA)}`)).content[0]!;
    await page.goto(`${app.url}/sst/profissional/${medica.id}`);
    const assinaturas = page.locator('.rh-assinaturas-contratos');
    await assinaturas.getByText('Adicione um contrato para enviar a assinatura digital do profissional.').waitFor();
    await page.getByRole('button', { name: 'Adicionar contrato' }).click();
    const dialogo = page.locator('.bp6-dialog', { hasText: 'Inserir/Editar contrato' });
    await dialogo.locator('#owned-contratoProfissional_tipoContrato').selectOption({ label: 'Médico examinador' });
    await dialogo.locator('#owned-contratoProfissional_inicio').fill(formatDate(daysAfter(hoje, -30)));
    await dialogo.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Contrato incluído com sucesso.').waitFor();

    const cartao = assinaturas.locator('.rh-assinatura-contrato', { hasText: 'Médico examinador' });
    await cartao.getByText(`desde ${formatDate(daysAfter(hoje, -30))}`).waitFor();
    await cartao.locator('input[type=file]').setInputFiles({ name: 'assinatura.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
    await cartao.getByRole('button', { name: 'Enviar assinatura' }).click();
    await cartao.getByText('Tipo de arquivo não permitido: envie imagem (PNG, JPG).').waitFor();
    await cartao.locator('input[type=file]').setInputFiles({ name: 'assinatura.png', mimeType: 'image/png', buffer: PNG });
    await cartao.getByRole('button', { name: 'Enviar assinatura' }).click();
    await toastWith(page, 'Arquivo assinatura.png carregado com sucesso.').waitFor();
    const previa = cartao.getByRole('img', { name: 'Assinatura digital: assinatura.png' });
    await previa.waitFor();
    // The preview is the stored image itself, loaded from the contract's file route.
    await expect.poll(() => previa.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await screenshotAtWidths(page, 'profissionais-assinatura');
  });

  it('unifica dois duplicados pela ação "Unificar" da lista', async () => {
    const profissional = (nome: string) => api<{ id: number }>('POST', '/profissionais', { nome, orgaoDeClasse: 1, numeroInscricao: '554433', uf: { id: sp } });
    const fica = await profissional('Abel Navegador');
    const sai = await profissional('Abel Navegador (duplicado)');
    await api('POST', `/profissionais/${sai.id}/contratos`, { tipoContrato: 'COORDENADOR_PCMSO', inicio: daysAfter(hoje, -10), estabelecimentoResponsavel: 'TODOS' });

    await page.goto(`${app.url}/sst/profissional?nome=Abel%20Navegador`);
    await settled(page);
    await expect.poll(() => rowOf(page, 'Abel Navegador').count()).toBe(2);
    const linha = rowOf(page, 'Abel Navegador').filter({ hasNotText: 'duplicado' });
    const direta = linha.getByRole('button', { name: 'Unificar' });
    if (await direta.count()) await direta.click();
    else {
      await linha.getByRole('button', { name: 'Ações' }).click();
      await page.locator('.bp6-menu-item', { hasText: 'Unificar' }).click();
    }
    const acao = page.locator('.bp6-dialog', { hasText: 'Duplicados deste profissional' });
    await acao.locator('#acao-unificar_duplicadosIds').getByRole('button', { name: 'Pesquisar' }).click();
    const seletor = page.locator('.bp6-dialog', { hasText: 'Pesquisar Profissionais de saúde' });
    await seletor.locator('tr', { hasText: 'Abel Navegador (duplicado)' }).locator('label.bp6-checkbox').click();
    await seletor.getByRole('button', { name: /Adicionar selecionados/ }).click();
    await acao.getByText('Abel Navegador (duplicado)').waitFor();
    await screenshotAtWidths(page, 'profissionais-unificar');
    await acao.getByText('Os contratos e os ASOs dos duplicados passam a este profissional, e os duplicados são removidos.').waitFor();
    await acao.locator('button[type=submit]').click();
    await toastWith(page, 'Profissionais unificados com sucesso.').waitFor();
    await expect.poll(() => rowOf(page, 'Abel Navegador').count()).toBe(1);
    expect((await api<unknown[]>('GET', `/profissionais/${fica.id}/contratos`)).length).toBe(1);
  });
});
