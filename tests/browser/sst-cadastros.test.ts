/**
 * SST registers in Chromium (issue 17 item 1): lotações tributárias of each number kind (a wrong
 * number refused on its field first), an environment at a third party's with a dated history, an
 * EPI with its CA, and the risk classification matrix. Screenshots at 1366 and 1024 px:
 * artifacts/screenshots/sst-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { shiftDate } from '../../engine/report/defaults';
import { today } from '../../engine/validation/brazilian';
import { rowOf, settled, toastWith, useSession, screenshotAtWidths } from './harness';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();
const childDialog = () => page.locator('.rh-child-dialog');

const emCadaLargura = (nome: string) => screenshotAtWidths(page, nome);

/** Blueprint draws the radio over its input: the label is what a user clicks. */
const radio = (on: Locator, label: string) => on.locator('label.bp6-radio', { hasText: label }).click();

const helperOf = (on: Locator | Page, id: string) => on.locator('.bp6-form-group', { has: page.locator(`#${id}`) }).locator('.bp6-form-helper-text');

describe('SST: cadastros', () => {
  it('lotações tributárias de cada tipo de número (CNO, CNPJ, CPF, CPF ou CNPJ, nenhum)', async () => {
    const lotacoes = [
      { nome: 'Lotação CNO navegador', tipo: '02', numero: '510012345001' },
      { nome: 'Lotação CNPJ navegador', tipo: '04', numero: '11444777000161' },
      { nome: 'Lotação CPF navegador', tipo: '03', numero: '52998224725' },
      { nome: 'Lotação sindicato navegador', tipo: '09', numero: '11444777000161' },
      { nome: 'Lotação sem número navegador', tipo: '01', numero: '' },
    ];
    for (const [i, lotacao] of lotacoes.entries()) {
      await page.goto(`${app.url}/sst/lotacao-tributaria/new`);
      await page.getByRole('heading', { name: 'Inserir Lotação tributária' }).waitFor();
      await page.locator('#root_nome').fill(lotacao.nome);
      // A number typed before choosing a type that takes none (the field then takes no more typing).
      if (i === 4) await page.locator('#root_numeroInscricao').fill('123');
      const opcao = await page.locator('#root_tipo option', { hasText: `${lotacao.tipo} - ` }).first().textContent();
      await page.locator('#root_tipo').selectOption({ label: opcao! });
      if (i === 0) {
        // A CNPJ where the type takes a CNO: refused on the field, with the spec's words.
        await page.locator('#root_numeroInscricao').fill('11444777000161');
        await page.getByRole('button', { name: 'Gravar' }).click();
        await helperOf(page, 'root_numeroInscricao').filter({ hasText: 'CNO inválido' }).waitFor();
        await emCadaLargura('sst-lotacao-recusada');
      }
      if (i === 4) {
        await page.getByRole('button', { name: 'Gravar' }).click();
        await helperOf(page, 'root_numeroInscricao').filter({ hasText: 'Não deve ter ter numero!' }).waitFor();
      }
      await page.locator('#root_numeroInscricao').fill(lotacao.numero);
      await page.getByRole('button', { name: 'Gravar' }).click();
      await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    }
    await page.goto(`${app.url}/sst/lotacao-tributaria?nome=navegador`);
    await settled(page);
    await expect.poll(() => page.locator('.rh-data-table tbody tr').count()).toBe(5);
    expect(await rowOf(page, 'Lotação CNO navegador').textContent()).toContain('510012345001');
    await emCadaLargura('sst-lotacoes');
  });

  it('um ambiente de terceiros com histórico datado', async () => {
    await page.goto(`${app.url}/sst/ambientes/new`);
    await page.getByRole('heading', { name: 'Inserir Ambiente' }).waitFor();
    await page.locator('#root_nomeAmbiente').fill('Canteiro do cliente');

    await page.getByRole('button', { name: 'Adicionar histórico' }).click();
    await childDialog().locator('#root_data').fill('01/01/2025');
    await radio(childDialog(), 'Estabelecimento de terceiros');
    // Third parties: the registration kind, then its number; the own place's fields leave.
    await childDialog().getByRole('radio', { name: 'CNPJ' }).waitFor();
    await expect.poll(() => childDialog().locator('#root_estabelecimento').isVisible()).toBe(false);
    await childDialog().locator('#root_cnpj').fill('11.444.777/0001-62');
    await childDialog().locator('#root_descricao').fill('Galpão do cliente, com ruído de prensas.');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await helperOf(childDialog(), 'root_cnpj').filter({ hasText: 'CNPJ inválido' }).waitFor();
    await emCadaLargura('sst-ambiente-historico-recusado');
    await childDialog().locator('#root_cnpj').fill('11.444.777/0001-61');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();

    await page.getByRole('button', { name: 'Adicionar histórico' }).click();
    await childDialog().locator('#root_data').fill('01/07/2025');
    await radio(childDialog(), 'Estabelecimento de terceiros');
    await radio(childDialog(), 'CNO');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await helperOf(childDialog(), 'root_cno').filter({ hasText: 'CNO é obrigatório' }).waitFor();
    await childDialog().locator('#root_cno').fill('510012345001');
    await childDialog().locator('#root_descricao').fill('Obra do cliente.');
    await childDialog().getByRole('button', { name: 'Gravar' }).click();
    await expect.poll(() => page.locator('.rh-data-table tbody tr', { hasText: '2025' }).count()).toBe(2);
    await emCadaLargura('sst-ambiente-formulario');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    await settled(page);
    await rowOf(page, 'Canteiro do cliente').waitFor();
  });

  it('um EPI com CA e tipo de EPI', async () => {
    const vencimento = shiftDate(today(), { days: 15 });
    await page.goto(`${app.url}/sst/epis/new`);
    await page.getByRole('heading', { name: 'Inserir EPI' }).waitFor();
    await page.locator('#root_nome').fill('Luva de vaqueta navegador');
    await pick(page.locator('#root_tipoEpi'), 'Luva');
    await page.locator('#root_fabricante').fill('Volk do Brasil');
    await page.locator('#root_numeroCA').fill('15532');
    await page.locator('#root_vencimentoCA').fill(formatDate(vencimento));
    await page.locator('#root_validadeUso').fill('0');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await helperOf(page, 'root_validadeUso').filter({ hasText: 'O valor mínimo é 1' }).waitFor();
    await page.locator('#root_validadeUso').fill('60');
    await emCadaLargura('sst-epi-formulario');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Registro salvo com sucesso.').waitFor();
    await settled(page);
    const linha = rowOf(page, 'Luva de vaqueta navegador');
    await linha.waitFor();
    expect(await linha.textContent()).toContain(formatDate(vencimento));
    await emCadaLargura('sst-epis');
  });

  it('a matriz de classificação: gravidade × probabilidade', async () => {
    await page.goto(`${app.url}/sst/matriz-risco`);
    const grade = page.locator('.rh-matriz-risco');
    // Severities down (the gravest first), probabilities across, each cell in its colour.
    await grade.getByText('Crítico').waitFor();
    expect(await grade.locator('thead th').allTextContents()).toEqual(['Gravidade \\ Probabilidade', 'Improvável', 'Possível', 'Provável']);
    expect(await grade.locator('tbody tr').first().locator('td').allTextContents()).toEqual(['Moderado', 'Alto', 'Crítico']);
    expect(await grade.locator('td', { hasText: 'Crítico' }).evaluate((td) => getComputedStyle(td).backgroundColor)).toBe('rgb(198, 40, 40)');
    await emCadaLargura('sst-matriz');
  });
});
