import { describe, expect, it } from 'vitest';
import { pivoted } from './pivot';
import type { ReportLayout } from './declaration';

const layout: ReportLayout = { columns: [{ field: 'talento', label: 'Talento' }], groupBy: { field: 'area' }, pivot: { columns: 'competencia', value: 'nivel', width: 0.8 } };

describe('pivoted', () => {
  it('uma linha por talento, uma coluna por competência em ordem alfabética, o nível na célula', () => {
    const rows = [
      { area: 'RH', talento: 'Ana', competencia: 'Ética', nivel: 'Bom' },
      { area: 'RH', talento: 'Ana', competencia: 'Atendimento', nivel: 'Ótimo *' },
      { area: 'RH', talento: 'Bia', competencia: 'Excel', nivel: 'Ruim' },
      { area: 'TI', talento: 'Bia', competencia: 'Ética', nivel: 'Regular' },
      { area: 'TI', talento: 'Caio', competencia: null, nivel: null },
    ];
    const { layout: l, rows: r } = pivoted(layout, rows);
    expect(l.columns.map((c) => c.label)).toEqual(['Talento', 'Atendimento', 'Ética', 'Excel']);
    expect(l.columns[1]).toMatchObject({ width: 0.8 });
    expect(r.map((row) => l.columns.map((c) => row[c.field] ?? ''))).toEqual([
      ['Ana', 'Ótimo *', 'Bom', ''],
      ['Bia', '', '', 'Ruim'],
      ['Bia', '', 'Regular', ''],
      ['Caio', '', '', ''],
    ]);
    expect(r.map((row) => row.area)).toEqual(['RH', 'RH', 'TI', 'TI']);
  });

  it('sem pivot, o layout e as linhas ficam como estão', () => {
    const plain: ReportLayout = { columns: [{ field: 'x', label: 'X' }] };
    const rows = [{ x: 1 }];
    expect(pivoted(plain, rows)).toEqual({ layout: plain, rows });
  });
});
