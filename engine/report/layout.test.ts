import { describe, expect, it } from 'vitest';
import type { ReportLayout } from './declaration';
import { formatTotal } from './format';
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

  it('média por grupo e no geral só sobre as linhas com valor; colunas em bloco viram linhas de detalhe', () => {
    const blocks: ReportLayout = {
      groupBy: { field: 'area', label: 'Área' },
      columns: [
        { field: 'nome', label: 'Nome' },
        { field: 'dias', label: 'Dias', format: 'integer', average: true },
        { field: 'missao', label: 'Missão', block: true, detailOnly: true },
      ],
    };
    const data = [
      { area: 'RH', nome: 'Ana', dias: 10, missao: 'Recrutar' },
      { area: 'RH', nome: 'Bia', dias: 15, missao: '  ' },
      { area: 'TI', nome: 'Caio', dias: null, missao: null },
    ];
    const { columns, lines } = layOut(blocks, data, { resumido: false });
    expect(columns.map((c) => c.field)).toEqual(['nome', 'dias']);
    expect(lines).toEqual([
      { kind: 'group', label: 'Área: RH' },
      { kind: 'row', values: ['Ana', 10] },
      { kind: 'detail', label: 'Missão', text: 'Recrutar' },
      { kind: 'row', values: ['Bia', 15] },
      { kind: 'total', overall: false, label: 'Total', count: 2, sums: [null, 12.5] },
      { kind: 'group', label: 'Área: TI' },
      { kind: 'row', values: ['Caio', null] },
      { kind: 'total', overall: false, label: 'Total', count: 1, sums: [null, null] },
      { kind: 'total', overall: true, label: 'Total geral', count: 3, sums: [null, 12.5] },
    ]);
    expect(formatTotal(12.5, blocks.columns[1]!)).toBe('Média 12,5');
    expect(layOut(blocks, data, { resumido: true }).lines.some((l) => l.kind === 'detail')).toBe(false);
  });
});
