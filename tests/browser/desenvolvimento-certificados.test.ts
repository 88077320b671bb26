/**
 * The certificate designer and the certificate in Chromium: HR creates a model, sends its frame
 * and 4 logos (the 5th refused in the "Aviso" popup), drags a logo (stored in whole points);
 * the demo model's preview is photographed next to the PDF of a demo talent's certification,
 * printed from its form and rendered to PNG (pdftoppm), so both can be compared. Screenshots at
 * 1366 and 1024 px: artifacts/screenshots/certificado-*.png.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGINA } from '../../modules/desenvolvimento/certificados/pagina';
import { pdfText } from '../support/pdf-text';
import { SCREENSHOTS, apiOf, screenshot, settled, toastWith, useSession, screenshotAtWidths } from './harness';

const { app, page } = useSession();
const { api } = apiOf({ app, page });

const LOGO = readFileSync(join(import.meta.dirname, '../../server/demo/certificado-logo.png'));
const MOLDURA = readFileSync(join(import.meta.dirname, '../../server/demo/certificado-moldura.png'));
/** The designer's preview is 600 px wide (ModeloCertificadoDesigner.tsx). */
const ESCALA = 600 / PAGINA.largura;

interface Logo {
  id: number;
  arquivoNome: string;
  posicaoX: number;
  posicaoY: number;
}

async function abrirDesigner(modeloId: number) {
  await page.goto(`${app.url}/desenvolvimento/modelo-certificado/${modeloId}`);
  await page.getByRole('button', { name: 'Desenhar certificado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modelo de certificado' });
  await dialog.waitFor();
  return dialog;
}

const emCadaLargura = (nome: string) => screenshotAtWidths(page, nome);

describe('o modelo de certificado', () => {
  it('moldura, 4 logomarcas, a 5ª recusada no Aviso, e uma logomarca arrastada', async () => {
    await page.goto(`${app.url}/desenvolvimento/modelo-certificado/new`);
    await page.locator('#root_nome').fill('Modelo do teste');
    await page.getByRole('button', { name: 'Gravar' }).click();
    await toastWith(page, 'sucesso').waitFor();
    const modelo = (await api<{ content: { id: number; nome: string }[] }>('GET', '/modelo-certificado?nome=Modelo do teste')).content[0]!;
    const dialog = await abrirDesigner(modelo.id);

    await dialog.getByRole('tab', { name: 'MOLDURAS' }).click();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'moldura (azul).png', mimeType: 'image/png', buffer: MOLDURA });
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    await toastWith(page, 'Moldura adicionada.').waitFor();
    await dialog.getByText('molduraazul.png').waitFor();
    // The confirmation sits in the tabs' column: at 1366 and 1024 px it covers none of the preview.
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      const aviso = (await toastWith(page, 'Moldura adicionada.').boundingBox())!;
      const previa = (await dialog.getByLabel('Pré-visualização do certificado').boundingBox())!;
      expect(aviso.x + aviso.width <= previa.x || previa.x + previa.width <= aviso.x || aviso.y + aviso.height <= previa.y || previa.y + previa.height <= aviso.y).toBe(true);
      await screenshot(page, `certificado-designer-aviso-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    await dialog.getByRole('tab', { name: 'LOGOS' }).click();
    for (let i = 1; i <= 4; i++) {
      await dialog.locator('input[type=file]').setInputFiles({ name: `logo ${i}.png`, mimeType: 'image/png', buffer: LOGO });
      await dialog.getByRole('button', { name: 'Adicionar' }).click();
      await dialog.getByText(`logo${i}.png`).waitFor();
    }
    await dialog.locator('input[type=file]').setInputFiles({ name: 'logo 5.png', mimeType: 'image/png', buffer: LOGO });
    await dialog.getByRole('button', { name: 'Adicionar' }).click();
    const aviso = page.getByRole('dialog', { name: 'Aviso' });
    await aviso.getByText('Não foi possível inserir. O número limite de 4 logomarcas por modelo de certificado já foi atingido.').waitFor();
    await screenshot(page, 'certificado-designer-quinta-logo');
    await aviso.getByRole('button', { name: 'OK' }).click();
    await aviso.waitFor({ state: 'detached' });
    expect(await api<Logo[]>('GET', `/modelo-certificado/${modelo.id}/logos`)).toHaveLength(4);

    // Logo 2 dragged 150 px right and 90 px down: whole points, as the preview's scale gives them.
    const antes = (await api<Logo[]>('GET', `/modelo-certificado/${modelo.id}/logos`)).find((l) => l.arquivoNome === 'logo2.png')!;
    // The upload toasts stand over the preview's top, where the logos are: gone first.
    await expect.poll(() => page.locator('.bp6-toast').count(), { timeout: 15_000 }).toBe(0);
    const logo = dialog.getByRole('img', { name: 'Logomarca logo2.png' });
    const caixa = (await logo.boundingBox())!;
    await page.mouse.move(caixa.x + 10, caixa.y + 10);
    await page.mouse.down();
    await page.mouse.move(caixa.x + 85, caixa.y + 55, { steps: 5 });
    await page.mouse.move(caixa.x + 160, caixa.y + 100, { steps: 5 });
    await page.mouse.up();
    const movida = async () => (await api<Logo[]>('GET', `/modelo-certificado/${modelo.id}/logos`)).find((l) => l.id === antes.id)!;
    await expect.poll(async () => (await movida()).posicaoX).not.toBe(antes.posicaoX);
    const depois = await movida();
    expect(Number.isInteger(depois.posicaoX) && Number.isInteger(depois.posicaoY)).toBe(true);
    // The pointer's pixels may be fractional: within a point of the exact drag.
    expect(Math.abs(depois.posicaoX - (antes.posicaoX + 150 / ESCALA))).toBeLessThanOrEqual(1);
    expect(Math.abs(depois.posicaoY - (antes.posicaoY + 90 / ESCALA))).toBeLessThanOrEqual(1);
    await emCadaLargura('certificado-designer');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('o certificado impresso tem o desenho da pré-visualização', async () => {
    const modelo = (await api<{ content: { id: number }[] }>('GET', '/modelo-certificado?nome=Certificado padrão')).content[0]!;
    await page.setViewportSize({ width: 1366, height: 900 });
    const dialog = await abrirDesigner(modelo.id);
    await dialog.getByRole('img', { name: 'Logomarca certificado-logo.png' }).waitFor();
    await dialog.getByRole('img', { name: 'Moldura' }).waitFor();
    await page.waitForTimeout(300);
    await dialog.getByLabel('Pré-visualização do certificado').screenshot({ path: join(SCREENSHOTS, 'certificado-previa.png') });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // A demo talent's certification, printed from its form.
    const [certificacao] = (await api<{ content: { id: number }[] }>('GET', '/colaboradores-certificacoes?size=1&sort=id,asc')).content;
    await page.goto(`${app.url}/desenvolvimento/colaboradores-certificacoes/${certificacao!.id}`);
    await settled(page);
    const baixado = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Imprimir certificado' }).click();
    const arquivo = join(SCREENSHOTS, 'certificado.pdf');
    await (await baixado).saveAs(arquivo);
    const pdf = readFileSync(arquivo);
    expect(pdfText(pdf)).toMatch(/Código de verificação: 1-[A-Z0-9]{5}-[A-Z0-9]{5}/);
    const desenhado = spawnSync('pdftoppm', ['-png', '-r', '72', '-singlefile', arquivo, join(SCREENSHOTS, 'certificado-pdf')]);
    expect(desenhado.status, String(desenhado.stderr)).toBe(0);
    await emCadaLargura('certificado-formulario-certificacao');
  });
});
