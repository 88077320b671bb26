/**
 * Saúde in Chromium: from a talent's form HR asks exams for the talent ("Solicitar exames"),
 * records an exam's result in the saved ASO, sees the exam due within 30 days in "Exames a
 * vencer", and reads the talent's prontuário in date order.
 * Screenshots at 1366 and 1024 px: artifacts/screenshots/saude-*.png.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { apiOf, rowOf, screenshotAtWidths, settled, toastWith, useSession } from './harness';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

const TALENTO = 'Otávio do ASO';
let talentoId = 0;
const hoje = today();
const realizacao = daysAfter(hoje, -350);

beforeAll(async () => {
  const [estabelecimento] = await api<{ id: number }[]>('GET', '/estabelecimentos?unpaged=true&resumido=true');
  const [cargo] = await api<{ id: number }[]>('GET', '/cargos?unpaged=true&resumido=true');
  const [area] = await api<{ id: number }[]>('GET', '/areas-organizacionais?unpaged=true&resumido=true');
  talentoId = (
    await api<{ id: number }>('POST', '/colaboradores', {
      nome: TALENTO, cpf: generateCpf(), dataAdmissao: '2023-01-02', salario: 3000,
      estabelecimento: { id: estabelecimento!.id }, areaOrganizacional: { id: area!.id }, cargo: { id: cargo!.id },
    })
  ).id;
});

describe('saúde', () => {
  it('solicita exames do formulário do talento', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/cargo-salario/colaboradores/${talentoId}`);
    const saude = page.locator('.rh-saude-do-talento');
    await saude.getByText('Este talento não tem ASOs.').waitFor();
    await saude.getByRole('button', { name: 'Solicitar exames' }).click();
    await page.getByRole('heading', { name: 'Inserir Solicitação de exame (ASO)' }).waitFor();
    await settled(page);
    await page.locator('#root_tipo').selectOption({ label: 'Periódico' });
    await page.locator('#root_data').fill(formatDate(daysAfter(hoje, -355)));
    await pick(page.locator('#root_medico'), 'Dra. Helena Prado', 'Dra. Helena Prado');
    await screenshotAtWidths(page, 'saude-solicitacao');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    await rowOf(page, TALENTO).first().waitFor();
  });

  it('registra o resultado de um exame no ASO salvo', async () => {
    await rowOf(page, TALENTO).first().getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Adicionar exame' }).click();
    const dialogo = page.locator('.bp6-dialog', { hasText: 'Inserir/Editar exame do ASO' });
    const campo = (nome: string) => dialogo.locator(`#owned-exameSolicitado_${nome}`);
    await pick(campo('exame'), 'Audiometria', 'Audiometria');
    await campo('dataRealizacao').fill(formatDate(realizacao));
    await dialogo.locator('label.bp6-radio', { hasText: 'Normal' }).click();
    await dialogo.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'Exame incluído com sucesso.').waitFor();
    await page.getByText(formatDate(daysAfter(realizacao, 365))).first().waitFor();
    await screenshotAtWidths(page, 'saude-resultado');
  });

  it('vê o exame a vencer em 30 dias e o prontuário do talento', async () => {
    await page.goto(`${app.url}/sst/exames-a-vencer?situacao=A&colaboradorId=${talentoId}`);
    const linha = rowOf(page, 'Audiometria');
    await linha.first().waitFor();
    await expect.poll(() => rowOf(page, 'Audiometria').count()).toBe(1);
    expect(await linha.first().innerText()).toContain(formatDate(daysAfter(realizacao, 365)));
    await screenshotAtWidths(page, 'saude-exames-a-vencer');

    await page.goto(`${app.url}/cargo-salario/colaboradores/${talentoId}`);
    await page.locator('.rh-saude-do-talento').getByText('Este talento tem 1 ASO.').waitFor();
    await page.locator('.rh-saude-do-talento').getByRole('button', { name: 'Prontuário' }).click();
    await page.getByRole('heading', { name: `Prontuário — ${TALENTO}` }).waitFor();
    const linhas = page.locator('.rh-prontuario tbody tr');
    await expect.poll(() => linhas.count()).toBe(2);
    expect(await linhas.nth(0).innerText()).toContain('ASO');
    expect(await linhas.nth(1).innerText()).toContain('Audiometria');
    await screenshotAtWidths(page, 'saude-prontuario');
  });
});
