/**
 * Afastamentos in Chromium: HR registers, from the talent's form, a leave of each class that
 * has extra fields — cessão, mandato sindical, mandato eletivo, acidente and a recaída linked to
 * the accident — each class showing only its own fields; then types a period that overlaps one
 * of them and sees the message on the start date while typing, and again on saving; the talent's
 * form lists them, and a saved leave takes an atestado.
 * Screenshots at 1366 and 1024 px: artifacts/screenshots/afastamento-*.png.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { apiOf, settled, toastWith, useSession, screenshotAtWidths } from './harness';
import { pick } from '../support/blueprint-select';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

const TALENTO = 'Elisa do Afastamento';
const CNPJ = '00000000000191';
let talentoId = 0;
// Past periods, one per class, a week apart (the app's today, São Paulo).
const base = daysAfter(today(), -120);
const dia = (n: number) => daysAfter(base, n);

const emCadaLargura = (nome: string) => screenshotAtWidths(page, nome);

const EXTRAS = ['cnpjCessionario', 'onusCessao', 'cnpjSindicato', 'onusSindicato', 'cnpjOrgaoPublico', 'tipoAcidenteTransito', 'afastamentoAnterior'];
const visiveis = async () => {
  const shown: string[] = [];
  for (const campo of EXTRAS) if (await page.locator(`#root_${campo}`).isVisible()) shown.push(campo);
  return shown;
};

/** The new leave's form for the talent, opened from the talent's form. */
async function novoAfastamento(classe: string, motivo: string, inicio: string, fim: string) {
  await page.goto(`${app.url}/cargo-salario/colaboradores/${talentoId}`);
  await page.locator('.rh-afastamentos-do-talento').getByRole('button', { name: 'Novo afastamento' }).click();
  await page.getByRole('heading', { name: 'Inserir Afastamento' }).waitFor();
  await settled(page);
  await page.locator('#root_classe').selectOption({ label: classe });
  await pick(page.locator('#root_afastamento'), motivo, motivo);
  await page.locator('#root_inicio').fill(formatDate(inicio));
  await page.locator('#root_fim').fill(formatDate(fim));
}

async function gravar() {
  await page.getByRole('button', { name: 'Gravar' }).click();
  await toastWith(page, 'sucesso').waitFor();
}

beforeAll(async () => {
  const [estabelecimento] = await api<{ id: number }[]>('GET', '/estabelecimentos?unpaged=true&resumido=true');
  const [cargo] = await api<{ id: number }[]>('GET', '/cargos?unpaged=true&resumido=true');
  const [area] = await api<{ id: number }[]>('GET', '/areas-organizacionais?unpaged=true&resumido=true');
  talentoId = (
    await api<{ id: number }>('POST', '/colaboradores', {
      nome: TALENTO, cpf: generateCpf(), dataAdmissao: '2024-01-02', salario: 3000,
      estabelecimento: { id: estabelecimento!.id }, areaOrganizacional: { id: area!.id }, cargo: { id: cargo!.id },
    })
  ).id;
});

describe('afastamentos', () => {
  it('cessão: o CNPJ do cessionário e o ônus, só nesta classe', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${app.url}/cargo-salario/colaboradores/${talentoId}`);
    await page.getByText('Este talento não tem afastamentos.').waitFor();
    await novoAfastamento('Cessão ou requisição', 'Cessão a órgão público', dia(0), dia(2));
    expect(await visiveis()).toEqual(['cnpjCessionario', 'onusCessao']);
    await page.locator('#root_cnpjCessionario').fill(CNPJ);
    await page.locator('#root_onusCessao').selectOption({ label: 'Cessionário' });
    await emCadaLargura('afastamento-cessao');
    await gravar();
  });

  it('mandato sindical e mandato eletivo', async () => {
    await novoAfastamento('Mandato sindical', 'Mandato sindical', dia(7), dia(9));
    expect(await visiveis()).toEqual(['cnpjSindicato', 'onusSindicato']);
    await page.locator('#root_cnpjSindicato').fill(CNPJ);
    await page.locator('#root_onusSindicato').selectOption({ label: 'Empregador e sindicato' });
    await gravar();
    await novoAfastamento('Mandato eletivo', 'Mandato eletivo (vereador)', dia(14), dia(16));
    expect(await visiveis()).toEqual(['cnpjOrgaoPublico']);
    // A required choice left empty is said on saving.
    await page.locator('#root_cnpjOrgaoPublico').fill(CNPJ);
    // The period's live check answers 500 ms after the dates were typed: saved before it, its answer redraws the form.
    await settled(page);
    await page.getByRole('button', { name: 'Gravar' }).click();
    await page.getByText('Remunerado pelo cargo eletivo é obrigatório').first().waitFor();
    await page.locator('label.bp6-radio', { hasText: 'Sim' }).click();
    await gravar();
  });

  it('acidente e a recaída ligada a ele', async () => {
    await novoAfastamento('Acidente ou doença', 'Doença (atestado médico)', dia(21), dia(23));
    expect(await visiveis()).toEqual(['tipoAcidenteTransito']);
    await page.locator('#root_tipoAcidenteTransito').selectOption({ label: 'Colisão' });
    await page.locator('#root_cid').fill('S82.1');
    await gravar();
    await novoAfastamento('Recaída', 'Recaída de doença', dia(30), dia(31));
    expect(await visiveis()).toEqual(['afastamentoAnterior']);
    const anterior = `${formatDate(dia(21))} a ${formatDate(dia(23))}`;
    await pick(page.locator('#root_afastamentoAnterior'), anterior, anterior);
    await emCadaLargura('afastamento-recaida');
    await gravar();
    const salvos = await api<{ content: { classe: string; afastamentoAnterior: { id: number } | null }[] }>('GET', `/afastamentos?colaboradorId=${talentoId}&size=20`);
    expect(salvos.content.map((a) => a.classe).sort()).toEqual(['ACIDENTE_DOENCA', 'CESSAO_REQUISICAO', 'MANDATO_ELETIVO', 'MANDATO_SINDICAL', 'RECAIDA']);
    expect(salvos.content.find((a) => a.classe === 'RECAIDA')!.afastamentoAnterior).toBeTruthy();
  });

  it('um período que cobre outro afastamento do talento: a mensagem ao digitar e ao gravar', async () => {
    const mensagem = `O talento já tem um afastamento neste período: ${formatDate(dia(7))} a ${formatDate(dia(9))}.`;
    await novoAfastamento('Simples', 'Falta justificada', dia(8), dia(12));
    await page.getByText(mensagem).first().waitFor();
    await emCadaLargura('afastamento-sobreposto');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await expect.poll(() => page.getByText(mensagem).count()).toBeGreaterThanOrEqual(2);
    // The talent's form counts the five and opens them.
    await page.goto(`${app.url}/cargo-salario/colaboradores/${talentoId}`);
    await page.getByText('Este talento tem 5 afastamentos.').waitFor();
    await page.locator('.rh-afastamentos-do-talento').getByRole('button', { name: 'Ver afastamentos' }).click();
    await page.locator('.rh-data-table tbody tr', { hasText: 'Recaída de doença' }).waitFor();
    expect(await page.locator('.rh-data-table tbody tr').count()).toBe(5);
    await emCadaLargura('afastamento-lista');
  });

  it('o afastamento salvo recebe atestados', async () => {
    await page.locator('.rh-data-table tbody tr', { hasText: 'Doença (atestado médico)' }).getByRole('button', { name: 'Editar' }).click();
    const atestados = page.locator('.rh-atestados');
    await atestados.waitFor();
    await atestados.locator('#anexo-descricao').fill('Atestado do pronto-socorro');
    await atestados.locator('#anexo-arquivo').setInputFiles({ name: 'atestado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
    await atestados.getByRole('button', { name: 'Anexar' }).click();
    await atestados.getByText('atestado.pdf').waitFor();
    await emCadaLargura('afastamento-atestados');
  });
});
