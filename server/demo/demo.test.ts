import { describe, expect, it } from 'vitest';
import { demoDate, resolveRefs } from './demo';

describe('datas relativas da demonstração', () => {
  it('"@hoje±n" é o dia da criação deslocado em dias, virando mês e ano', () => {
    expect(demoDate('@hoje', '2026-11-23')).toBe('2026-11-23');
    expect(demoDate('@hoje-45', '2026-11-23')).toBe('2026-10-09');
    expect(demoDate('@hoje+40', '2026-11-23')).toBe('2027-01-02');
    expect(demoDate('@hoje-1', '2024-03-01')).toBe('2024-02-29');
  });

  it('outros textos ficam como estão; referências e datas resolvidas em qualquer profundidade', () => {
    expect(demoDate('hoje-1', '2026-11-23')).toBeUndefined();
    expect(demoDate('@hoje-1 dia', '2026-11-23')).toBeUndefined();
    const created = new Map([['cargo:Analista', 7]]);
    const record = { data: '@hoje-10', cargo: { ref: 'cargo:Analista' }, ids: ['cargo:Analista'], acoes: [{ corpo: { dataEncerramento: '@hoje' } }], nome: '@hojex' };
    expect(resolveRefs(record, created, '2026-01-05')).toEqual({
      data: '2025-12-26',
      cargo: { id: 7 },
      ids: [7],
      acoes: [{ corpo: { dataEncerramento: '2026-01-05' } }],
      nome: '@hojex',
    });
  });
});
