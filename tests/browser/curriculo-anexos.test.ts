/**
 * The candidate in HR's screens: "Imprimir currículo" from the list row asks for the print
 * settings (a signature caption typed) and saves the PDF; the form's "Documentos anexos"
 * uploads a file (the spec's "Arquivo {name} carregado com sucesso."), lists it and removes
 * it after "Tem certeza que deseja remover?". Screenshots in artifacts/screenshots/curriculo-*.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { rowOf, screenshot, SCREENSHOTS, settled, toastWith, useSession } from './harness';

const { app, page } = useSession();

const dialog = () => page.getByRole('dialog');

describe('currículo e documentos anexos do candidato', () => {
  it('"Imprimir currículo" pela linha da lista, com o texto da assinatura digitado', async () => {
    await page.goto(`${app.url}/captacao/candidatos`);
    await settled(page);
    await page.getByRole('button', { name: 'Exibir Filtro' }).click();
    await page.getByLabel('CPF').fill('390.533.447-05');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByText('1 registro(s) encontrado(s).').waitFor();
    await rowOf(page, 'Ana Beatriz Souza').getByRole('button', { name: 'Imprimir currículo' }).click();
    await page.locator('.bp6-dialog-container.bp6-overlay-enter-done').waitFor();
    await dialog().locator('label', { hasText: /^Assinatura 1$/ }).click();
    await dialog().getByLabel('Texto da assinatura 1').fill('Psicóloga responsável');
    await screenshot(page, 'curriculo-imprimir-opcoes');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog().getByRole('button', { name: 'Imprimir currículo' }).click()]);
    const file = join(SCREENSHOTS, 'curriculo.pdf');
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^curriculo-\d+\.pdf$/);
    const text = pdfText(readFileSync(file)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Currículo de Ana Beatriz Souza');
    expect(text).toContain('Psicóloga responsável');
    expect(spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SCREENSHOTS, 'curriculo-pdf')]).status).toBe(0);
  });

  it('anexa, lista e remove um documento no formulário do candidato', async () => {
    await page.keyboard.press('Escape');
    await rowOf(page, 'Ana Beatriz Souza').getByRole('button', { name: 'Editar' }).click();
    await page.getByText('Documentos anexos').click();
    // The demo candidate's cover letter, sent through the portal.
    const demo = page.locator('.rh-documentos-anexos tbody tr', { hasText: 'Carta de apresentação' });
    expect(await demo.textContent()).toContain('Candidato externo');
    await page.getByLabel('Descrição').last().fill('Comprovante de escolaridade');
    const upload = join(SCREENSHOTS, 'diploma.pdf');
    writeFileSync(upload, '%PDF-1.4\n%%EOF\n');
    await page.locator('#anexo-arquivo').setInputFiles(upload);
    await page.getByRole('button', { name: 'Anexar' }).click();
    await toastWith(page, 'Arquivo diploma.pdf carregado com sucesso.').waitFor();
    const row = page.locator('.rh-documentos-anexos tbody tr', { hasText: 'Comprovante de escolaridade' });
    await row.waitFor();
    expect(await row.textContent()).toContain('diploma.pdf');
    await screenshot(page, 'curriculo-documentos-anexos');
    await row.getByRole('button', { name: 'Remover Comprovante de escolaridade' }).click();
    await page.getByText('Tem certeza que deseja remover?').waitFor();
    await page.getByRole('button', { name: 'Sim' }).click();
    await toastWith(page, 'Registro removido com sucesso.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await demo.count()).toBe(1);
  });
});
