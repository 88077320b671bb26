/**
 * Vacinas in Chromium: HR opens SST › Vacinas › Vacinação em lote from the menu, tries to vaccinate
 * nobody (the spec's message), picks a vaccine, date and lot, finds three talents of one área and
 * ticks them — one whose vaccine is already complete says so in its row — and vaccinates: two get
 * the first dose, the complete one comes back unchanged. Then the card of one of them, reached from
 * the talent's form: the vaccine, its doses received and to come, and a dose's date without its lot
 * refused. Screenshots at 1366 and 1024 px: artifacts/screenshots/vacinas-*.png.
 */
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../engine/format/dates';
import { daysAfter, today } from '../../engine/validation/brazilian';
import { apiOf, settled, toastWith, useSession, screenshotAtWidths } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

const hoje = today();
const talentos: Record<string, number> = {};
let vacinaId = 0;
let areaNome = '';

beforeAll(async () => {
  const [estabelecimento] = await api<{ id: number }[]>('GET', '/estabelecimentos?unpaged=true&resumido=true');
  const [cargo] = await api<{ id: number }[]>('GET', '/cargos?unpaged=true&resumido=true');
  const area = await api<{ id: number }>('POST', '/areas-organizacionais', { nome: 'Área da Vacina' });
  areaNome = 'Área da Vacina';
  for (const nome of ['Vera Vacina', 'Vitor Vacina', 'Valéria Vacina']) {
    talentos[nome] = (
      await api<{ id: number }>('POST', '/colaboradores', {
        nome, cpf: generateCpf(), dataAdmissao: '2024-01-02', salario: 3000,
        estabelecimento: { id: estabelecimento!.id }, areaOrganizacional: { id: area.id }, cargo: { id: cargo!.id },
      })
    ).id;
  }
  vacinaId = (await api<{ id: number }>('POST', '/vacinas', { nome: 'Febre Amarela Teste', quantidadeDoses: 2, doses: [{ numeroDose: 1, diasProximaDose: 60 }, { numeroDose: 2 }] })).id;
  // Valéria has both doses already.
  for (const dias of [-100, -30]) {
    await api('POST', `/cartoes-vacinacao/colaborador/${talentos['Valéria Vacina']}`, { vacinaId, dataRealizacao: daysAfter(hoje, dias), lote: 'FA-0' });
  }
});

describe('vacinas', () => {
  it('vacinação em lote pelo menu: dois vacinados, a que já completou volta sem mudança', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByPlaceholder('Pesquisar Menu').fill('vacinação em lote');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Vacinas › Vacinação em lote' }).click();
    await page.getByRole('heading', { name: 'Vacinação em lote' }).waitFor();
    await settled(page);
    await page.getByRole('button', { name: 'Vacinar' }).click();
    await page.getByText('É necessário selecionar ao menos 1 talento.').waitFor();
    await page.getByText('Vacina é obrigatória').waitFor();

    await page.locator('#lote-vacina').selectOption({ label: 'Febre Amarela Teste' });
    // A field changed drops the server's complaint about it; the others keep theirs.
    await page.getByText('Vacina é obrigatória').waitFor({ state: 'detached' });
    expect(await page.getByText('Lote é obrigatório').count()).toBe(1);
    await page.locator('#lote-data').fill(formatDate(hoje));
    await page.locator('#lote-lote').fill('FA-2026-01');
    await page.locator('#lote-area').selectOption({ label: areaNome });
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const linhas = page.locator('.rh-lote-tabela tbody tr');
    await expect.poll(() => linhas.count(), { timeout: 10_000 }).toBe(3);
    await expect.poll(() => linhas.filter({ hasText: 'Valéria Vacina' }).textContent(), { timeout: 10_000 }).toContain('Completo');
    expect(await linhas.filter({ hasText: 'Vera Vacina' }).textContent()).toContain('1ª dose');
    await page.getByRole('checkbox', { name: 'Selecionar os talentos da página' }).check({ force: true });
    await page.getByText('3 talentos selecionados').waitFor();
    await screenshotAtWidths(page, 'vacinas-lote');
    await page.getByRole('button', { name: 'Vacinar' }).click();
    await toastWith(page, '2 talentos vacinados').waitFor();
    const resultado = page.locator('.rh-lote-resultado');
    await resultado.waitFor();
    expect(await resultado.textContent()).toContain('Valéria Vacina: vacina já completa, sem mudança');
    expect(await resultado.textContent()).toContain('Vera Vacina: 1ª dose');
    await expect.poll(() => linhas.filter({ hasText: 'Vera Vacina' }).textContent(), { timeout: 10_000 }).toContain('2ª dose');
    await screenshotAtWidths(page, 'vacinas-lote-resultado');
  });

  it('o cartão de um talento, aberto no formulário dele', async () => {
    await page.goto(`${app.url}/cargo-salario/colaboradores/${talentos['Vera Vacina']}`);
    const aviso = page.locator('.rh-vacinas-do-talento');
    await aviso.getByText('Cartão de vacinação: 1 vacina, 1 em aberto.').waitFor();
    await aviso.getByRole('button', { name: 'Cartão de vacinação' }).click();
    await page.getByRole('heading', { name: 'Cartão de vacinação' }).waitFor();
    await settled(page);
    const doses = page.locator('.rh-cartao-doses tbody tr');
    await expect.poll(() => doses.count(), { timeout: 10_000 }).toBe(2);
    expect(await doses.nth(0).textContent()).toContain('Recebida');
    expect(await doses.nth(0).textContent()).toContain('FA-2026-01');
    expect(await doses.nth(1).textContent()).toContain('A receber');
    expect(await page.locator('.rh-cartao-vacina').textContent()).toContain('Em andamento');
    await screenshotAtWidths(page, 'vacinas-cartao');

    // The second dose's date without its lot: the card requires both.
    await page.getByRole('button', { name: 'Editar 2ª dose de Febre Amarela Teste' }).click();
    await page.locator('#dose-data').fill(formatDate(hoje));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Lote é obrigatório').waitFor();
    await page.locator('#dose-lote').fill('FA-2026-02');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await toastWith(page, 'Dose alterada com sucesso.').waitFor();
    await expect.poll(() => page.locator('.rh-cartao-vacina').textContent(), { timeout: 10_000 }).toContain('Completo');
    await screenshotAtWidths(page, 'vacinas-cartao-completo');
  });
});
