/**
 * The Prontuário report screen in Chromium (a report whose rows are a `union`: the ASOs' exams
 * and the leaves): opened from the menu, its preview lists each talent's ASOs and leaves in date
 * order, and the pager counts the rows, not the lines of headings and totals; a talent chosen
 * narrows it to their record.
 * Screenshots at 1366 and 1024 px: artifacts/screenshots/relatorio-prontuario-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { ReportJobStatus, ReportPreviewPage } from '../../engine/report/api';
import { pickMany } from '../support/blueprint-select';
import { apiOf, screenshotAtWidths, useSession } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

describe('relatório Prontuário', () => {
  it('abre pelo menu e visualiza os ASOs e os afastamentos de cada talento, com o pager contando os registros', async () => {
    await page.getByPlaceholder('Pesquisar Menu').fill('prontuário');
    await page.locator('.rh-menu-search-results .bp6-menu-item', { hasText: 'Relatórios › Prontuário' }).click();
    await page.getByRole('heading', { name: 'Prontuário' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sst/relatorios/prontuario');
    await screenshotAtWidths(page, 'relatorio-prontuario-filtro');

    await page.getByRole('button', { name: 'Visualizar' }).click();
    const preview = page.locator('.rh-report-preview');
    await preview.getByText(/^Talento: /).first().waitFor();
    await preview.locator('th', { hasText: 'Exame ou motivo' }).waitFor();

    // The same filter over the API: what the pager must announce, and that it is fewer than the lines.
    const job = await api<ReportJobStatus>('POST', '/relatorios/prontuario?formato=visualizar', {});
    let pagina: ReportPreviewPage | undefined;
    await expect.poll(async () => (pagina = await api<ReportPreviewPage>('GET', `/relatorios/tarefas/${job.id}/linhas?size=100`).catch(() => undefined))?.registros).toBeGreaterThan(0);
    expect(pagina!.registros).toBeLessThan(pagina!.totalElements);
    await preview.getByText(`${pagina!.registros} registro(s) encontrado(s).`).waitFor();
    // Under each talent the ASOs' exams and the leaves in date order; some talent has both.
    const grupos: { talento: string; linhas: { data: string; tipo: string }[] }[] = [];
    for (const linha of pagina!.content) {
      if (linha.kind === 'group') grupos.push({ talento: linha.label.replace('Talento: ', ''), linhas: [] });
      if (linha.kind === 'row') grupos.at(-1)!.linhas.push({ data: String(linha.values[0]), tipo: String(linha.values[1]) });
    }
    for (const { linhas } of grupos) expect(linhas.map((l) => l.data)).toEqual(linhas.map((l) => l.data).sort());
    // Not the last group: the page may cut it.
    const ambos = grupos.slice(0, -1).find(({ linhas }) => linhas.some((l) => l.tipo === 'Afastamento') && linhas.some((l) => l.tipo.startsWith('ASO ')));
    expect(ambos).toBeDefined();
    await screenshotAtWidths(page, 'relatorio-prontuario-visualizacao');

    // One talent chosen: only their record, ASOs and leaves together.
    await pickMany(page.locator('#root_colaboradores'), ambos!.talento);
    await page.getByRole('button', { name: 'Visualizar' }).click();
    await preview.getByText(`${ambos!.linhas.length} registro(s) encontrado(s).`).waitFor();
    expect(await preview.getByText(/^Talento: /).allInnerTexts()).toEqual([`Talento: ${ambos!.talento}`]);
    await preview.getByText('Afastamento').first().waitFor();
    await preview.getByText(/^ASO /).first().waitFor();
    await screenshotAtWidths(page, 'relatorio-prontuario-talento');
  });
});
