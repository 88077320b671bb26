import { describe, expect, it } from 'vitest';
import type { ReportLayout } from './declaration';
import { layOut, totalCaption } from './layout';

const layout: ReportLayout = {
  groupBy: { field: 'area', label: 'Área', emptyLabel: 'Sem área' },
  totals: { countLabel: 'Total de candidatos' },
  columns: [
    { field: 'nome', label: 'Nome' },
    { field: 'cidade', label: 'Cidade', detailOnly: true },
    { field: 'salario', label: 'Pretensão', format: 'currency', sum: true },
  ],
};
const rows = [
  { area: 'RH', nome: 'Ana', cidade: 'Fortaleza', salario: 3000 },
  { area: 'RH', nome: 'Bia', cidade: 'Recife', salario: 2500.5 },
  { area: 'TI', nome: 'Caio', cidade: 'Natal', salario: null },
  { area: null, nome: 'Davi', cidade: 'Sobral', salario: 1000 },
];

describe('layOut', () => {
  it('agrupa, soma e conta por grupo e no geral (Detalhado)', () => {
    const { columns, lines, rowCount } = layOut(layout, rows, { resumido: false });
    expect(columns.map((c) => c.field)).toEqual(['nome', 'cidade', 'salario']);
    expect(rowCount).toBe(4);
    expect(lines).toEqual([
      { kind: 'group', label: 'Área: RH' },
      { kind: 'row', values: ['Ana', 'Fortaleza', 3000] },
      { kind: 'row', values: ['Bia', 'Recife', 2500.5] },
      { kind: 'total', overall: false, label: 'Total de candidatos', count: 2, sums: [null, null, 5500.5] },
      { kind: 'group', label: 'Área: TI' },
      { kind: 'row', values: ['Caio', 'Natal', null] },
      { kind: 'total', overall: false, label: 'Total de candidatos', count: 1, sums: [null, null, 0] },
      { kind: 'group', label: 'Área: Sem área' },
      { kind: 'row', values: ['Davi', 'Sobral', 1000] },
      { kind: 'total', overall: false, label: 'Total de candidatos', count: 1, sums: [null, null, 1000] },
      { kind: 'total', overall: true, label: 'Total de candidatos geral', count: 4, sums: [null, null, 6500.5] },
    ]);
    expect(totalCaption(lines.at(-1) as never)).toBe('Total de candidatos geral: 4');
  });

  it('Resumido deixa de fora as colunas só do Detalhado', () => {
    const { columns, lines } = layOut(layout, rows, { resumido: true });
    expect(columns.map((c) => c.field)).toEqual(['nome', 'salario']);
    expect(lines[1]).toEqual({ kind: 'row', values: ['Ana', 3000] });
  });

  it('Resumido por grupos: uma linha de totais por grupo, nomeada por ele', () => {
    const { lines } = layOut(layout, rows, { resumido: true, groupsOnly: true });
    expect(lines.map((l) => (l.kind === 'total' ? totalCaption(l) : l.kind))).toEqual(['RH: 2', 'TI: 1', 'Sem área: 1', 'Total de candidatos geral: 4']);
  });

  it('sem agrupamento nem totais, só as linhas', () => {
    const { lines } = layOut({ columns: [{ field: 'nome', label: 'Nome' }] }, rows, { resumido: false });
    expect(lines.every((l) => l.kind === 'row')).toBe(true);
  });

  it('nada a mostrar: nenhuma linha, nem o total geral', () => {
    expect(layOut(layout, [], { resumido: false }).lines).toEqual([]);
  });
});
