import { describe, expect, it } from 'vitest';
import { layOut } from '../../engine/report/layout';
import type { ReportLayout } from '../../engine/report/declaration';
import { renderPdf } from './pdf';
import { layOutTable } from './table-pdf';
import { pdfText } from '../../tests/support/pdf-text';

const layout: ReportLayout = {
  groupBy: { field: 'area', label: 'Área' },
  totals: { countLabel: 'Total de colaboradores' },
  columns: [
    { field: 'nome', label: 'Nome', width: 3 },
    { field: 'observacao', label: 'Observação', block: true },
    { field: 'salario', label: 'Salário', format: 'currency', sum: true },
  ],
};
const rows = (count: number, observacao = '') =>
  Array.from({ length: count }, (_, i) => ({ area: `Área ${1 + Math.floor(i / 5)}`, nome: `Colaborador ${i + 1}`, observacao, salario: 1000 + i }));
const facts = { title: 'Colaboradores por área', company: 'Empresa Teste', user: 'Ana', generatedAt: '01/02/2026 10:00', orientation: 'portrait' as const };

const PAGE_BOTTOM = 841.89 - 40;

describe('tabela do relatório em PDF', () => {
  it('distribui as linhas em páginas, na ordem, sem passar do rodapé e sem deixar um grupo sozinho no fim da página', () => {
    const report = layOut(layout, rows(400), { resumido: false });
    const table = layOutTable(report, 'portrait');
    expect(table.pages.length).toBeGreaterThan(5);
    expect(table.pages.flat()).toHaveLength(report.lines.length);
    expect(table.pages.flat().map(({ row }) => row.cells[0]!.lines[0]!.runs[0]!.text)).toEqual(
      report.lines.map((line) => (line.kind === 'group' ? line.label : line.kind === 'row' ? String(line.values[0]) : line.kind === 'total' ? `${line.label}: ${line.count}` : '')),
    );
    for (const page of table.pages) {
      for (const { y } of page) expect(y).toBeGreaterThan(74);
      const last = page.at(-1)!;
      expect(last.row.keepWithNext).toBeFalsy();
      expect(last.y + 12.375).toBeLessThanOrEqual(PAGE_BOTTOM + 1e-9);
    }
  });

  it('alinha à direita os valores, e o total traz a soma na coluna somada', () => {
    const table = layOutTable(layOut(layout, rows(3), { resumido: false }), 'portrait');
    const [, primeira] = table.pages[0]!;
    const [nome, salario] = primeira!.row.cells;
    expect([nome!.right, salario!.right]).toEqual([false, true]);
    expect(salario!.lines[0]!.runs[0]!.text).toBe('R$ 1.000,00');
    const total = table.pages[0]!.at(-1)!.row;
    expect(total.cells.map((cell) => cell.lines[0]?.runs.map((run) => run.text).join(''))).toEqual(['Total de colaboradores geral: 3', 'R$ 3.003,00']);
  });

  it('quebra um texto longo em linhas, e um mais alto que a página continua na seguinte', () => {
    const longo = Array.from({ length: 3000 }, (_, i) => `palavra${i}`).join(' ');
    const table = layOutTable(layOut(layout, rows(1, longo), { resumido: false }), 'portrait');
    const partes = table.pages.flat().filter(({ row }) => row.cells[0]!.lines[0]!.runs[0]!.text === 'Observação:');
    expect(partes.length).toBeGreaterThan(1);
    const linhas = partes[0]!.row.cells[0]!.lines;
    expect(partes.map(({ from, to }) => [from, to]).flat()).toEqual([0, ...partes.slice(1).flatMap(({ from }) => [from, from]), linhas.length]);
    expect(linhas.flatMap((line) => line.runs.map((run) => run.text)).join(' ')).toBe(`Observação: ${longo}`);
    for (const { y, from, to } of partes) expect(y + 1.5 + (to - from) * 9.375 + 1.5 + 2).toBeLessThanOrEqual(PAGE_BOTTOM + 1e-9);
  });

  it('imprime o cabeçalho em cada página, os grupos, os totais e "Página X de Y"', async () => {
    const file = await renderPdf({ format: 'pdf', ...facts, report: layOut(layout, rows(80, 'Entregou no prazo'), { resumido: false }) }, () => {});
    const pages = pdfText(Buffer.from(file)).split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toContain('Colaboradores por área');
      expect(page).toMatch(/Nome\s+Salário/);
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toMatch(/Área: Área 1\n\s*Colaborador 1\s+R\$ 1\.000,00\n\s*Observação: Entregou no prazo/);
    expect(text).toMatch(/Total de colaboradores: 5\s+R\$ 5\.010,00/);
    expect(text).toMatch(/Total de colaboradores geral: 80\s+R\$ 83\.160,00/);
  });
});
