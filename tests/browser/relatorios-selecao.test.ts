/**
 * The selection reports in Chromium, on the demo data as first started: each generated as PDF
 * from its screen with the default filter (six months; Candidatos em Seleção with every step
 * ticked), read back and its first page rendered to PNG. Screenshots:
 * artifacts/screenshots/relatorio-selecao-*.png.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf-text';
import { SCREENSHOTS, screenshot, useSession } from './harness';

const { app, page } = useSession();

describe('relatórios da seleção', () => {
  for (const [name, list, expected] of [
    ['candidato-selecao', true, 'Etapa: 1 - Triagem de currículos'],
    ['analise-etapa-seletiva', false, '1 - Triagem de currículos'],
    ['divulgacao-vaga', false, 'LinkedIn'],
    ['indicacao-candidato', false, 'Indicado por: Marcos Vieira (Logística)'],
    ['qualificacao-cadastral-candidato', false, 'Qualificação cadastral: Incompleto'],
    ['estatisticas-preenchimento-vaga', false, 'Auxiliares de logística para o centro de distribuição'],
    ['avaliacao-candidato', false, 'Bruno Henrique Lima'],
  ] as const) {
    it(`gera o PDF de ${name} com o filtro padrão e desenha a primeira página`, async () => {
      await page.goto(`${app.url}${name === 'estatisticas-preenchimento-vaga' ? '/captacao/' : '/captacao/relatorios/'}${name}`);
      await page.getByRole('button', { name: 'Gerar PDF' }).waitFor();
      if (list) await page.locator('label.bp6-checkbox', { hasText: 'Todos' }).first().click();
      await screenshot(page, `relatorio-selecao-${name}-filtro`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Gerar PDF' }).click()]);
      const file = join(SCREENSHOTS, `relatorio-selecao-${name}.pdf`);
      await download.saveAs(file);
      expect(pdfText(readFileSync(file))).toContain(expected);
      const rendered = spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, join(SCREENSHOTS, `relatorio-selecao-${name}-pdf`)]);
      expect(rendered.status).toBe(0);
    });
  }
});
