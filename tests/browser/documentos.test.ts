/**
 * "Imprimir" on a personnel request, from the list row and from the form: the declared
 * download action asks for the document's print settings, fetches the request's PDF and the
 * browser saves it under the server's name; the file's text is read back and its first page
 * rendered to PNG to look at.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { screenshot, SCREENSHOTS, useSession } from './harness';

const { app, page } = useSession();

const settled = () => page.locator('.rh-loading-indicator').waitFor({ state: 'detached' });
const rowOf = (text: string) => page.locator('.rh-data-table tbody tr', { hasText: text });
const dialog = () => page.getByRole('dialog');
const printFromDialog = () => dialog().getByRole('button', { name: 'Imprimir' }).click();

/** Saves the download the click starts and answers its name and text. */
async function downloaded(click: () => Promise<void>, name: string): Promise<{ fileName: string; text: string; file: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = join(SCREENSHOTS, `${name}.pdf`);
  await download.saveAs(file);
  return { fileName: download.suggestedFilename(), text: pdfText(readFileSync(file)).replace(/[ \t]+/g, ' '), file };
}

describe('Imprimir a solicitação de pessoal', () => {
  it('pela linha da lista baixa o PDF da solicitação', async () => {
    await page.goto(`${app.url}/captacao/solicitacoes-pessoal`);
    await settled();
    const row = rowOf('Analista de RH para recrutamento');
    await row.getByRole('button', { name: 'Ações' }).click();
    await screenshot(page, 'solicitacao-acao-imprimir');
    await page.locator('.bp6-menu-item', { hasText: 'Imprimir' }).click();
    await page.locator('.bp6-dialog-container.bp6-overlay-enter-done').waitFor();
    // The print settings, from the document's options schema, all on by default.
    for (const option of ['Histórico de ações', 'Anúncio', 'Assinaturas']) expect(await dialog().getByLabel(option).isChecked()).toBe(true);
    await screenshot(page, 'solicitacao-imprimir-opcoes');
    const { fileName, text, file } = await downloaded(printFromDialog, 'solicitacao-pessoal');
    await dialog().waitFor({ state: 'detached' });
    expect(fileName).toMatch(/^solicitacao-pessoal-\d+\.pdf$/);
    expect(text).toMatch(/Solicitação de Pessoal Nº \d+/);
    expect(text).toContain('Analista de RH para recrutamento');
    expect(text).toContain('R$ 4.200,00');
    expect(text).toContain('Aprovador');
    const rendered = spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SCREENSHOTS, 'solicitacao-pessoal-pdf')]);
    expect(rendered.status).toBe(0);
  });

  it('pelo botão do formulário, sem o histórico', async () => {
    await page.keyboard.press('Escape');
    await rowOf('Desenvolvedor para substituir desligamento').getByRole('button', { name: 'Ações' }).click();
    await page.locator('.bp6-menu-item', { hasText: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Editar Solicitação de Pessoal' }).waitFor();
    await page.locator('.rh-record-actions').getByRole('button', { name: 'Imprimir' }).click();
    await dialog().locator('label', { hasText: 'Histórico de ações' }).click();
    expect(await dialog().getByLabel('Histórico de ações').isChecked()).toBe(false);
    const { fileName, text } = await downloaded(printFromDialog, 'solicitacao-pessoal-formulario');
    expect(fileName).toMatch(/^solicitacao-pessoal-\d+\.pdf$/);
    expect(text).toContain('Desenvolvedor para substituir desligamento');
    expect(text).toContain('Carlos Eduardo Pereira');
    // Without the history the suspension shows only in the status.
    expect(text).not.toContain('Orçamento de TI em revisão.');
    await screenshot(page, 'solicitacao-formulario-imprimir');
  });
});
