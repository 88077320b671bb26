import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { RenderPool } from './render-pool';

const pool = new RenderPool(1);
afterAll(() => pool.close());

const facts = { title: 'Teste', company: 'Empresa', user: 'Ana', generatedAt: '01/02/2026 10:00', orientation: 'portrait' as const };
const layout = { columns: [{ field: 'nome', label: 'Nome' }, { field: 'valor', label: 'Valor', format: 'integer' as const, sum: true }], totals: { countLabel: 'Total' } };

describe('fila de geração de arquivos', () => {
  // The first task starts the worker (TypeScript loader, pdfmake, ExcelJS): seconds on a busy machine.
  it('entrega ao worker, em partes, todas as linhas de um relatório longo, na ordem', { timeout: 30_000 }, async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => ({ nome: `Linha ${i + 1}`, valor: 1 }));
    const file = await pool.render({ format: 'xlsx', ...facts, layout, mode: { resumido: false }, rows });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const values = workbook.worksheets[0]!.getColumn(1).values.filter((v) => typeof v === 'string' && v.startsWith('Linha '));
    expect(values).toEqual(rows.map((r) => r.nome));
    expect(workbook.worksheets[0]!.getColumn(2).values.at(-1)).toBe(2500);
  });

  it('atende em seguida um relatório curto no mesmo worker', async () => {
    const file = await pool.render({ format: 'xlsx', ...facts, layout, mode: { resumido: false }, rows: [{ nome: 'Única', valor: 7 }] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getColumn(1).values).toContain('Única');
  });
});
