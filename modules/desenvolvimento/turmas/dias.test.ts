import { describe, expect, it } from 'vitest';
import { datasRemovidas, problemasDosDias } from './dias';

const periodo = { inicio: '2026-12-01', fim: '2026-12-10' };

describe('os dias da turma', () => {
  it('recusa um dia fora do período, com a mensagem no dia', () => {
    expect(problemasDosDias([{ dia: '2026-12-01', horaIni: '08:00', horaFim: '12:00' }, { dia: '2026-12-11', horaIni: '08:00', horaFim: '12:00' }], periodo)).toEqual([
      { field: 'diasTurma.1.dia', message: 'O dia deve estar entre 01/12/2026 e 10/12/2026, o período da turma.' },
    ]);
  });

  it('as horas informadas: a final depois da inicial (quais o dia exige é o if/then da turma)', () => {
    expect(problemasDosDias([{ dia: '2026-12-02', horaIni: '9:00', horaFim: '08:30' }], periodo)).toEqual([
      { field: 'diasTurma.0.horaFim', message: 'A hora final deve ser maior que a hora inicial' },
    ]);
    expect(problemasDosDias([{ dia: '2026-12-02', horaIni: '8:00', horaFim: '08:30' }], periodo)).toEqual([]);
    expect(problemasDosDias([{ dia: '2026-12-02' }], periodo)).toEqual([]);
  });

  it('uma data só sai quando nenhum dia dela fica', () => {
    const antes = [{ dia: '2026-12-01' }, { dia: '2026-12-01' }, { dia: '2026-12-02' }];
    expect(datasRemovidas(antes, [{ dia: '2026-12-01' }])).toEqual(['2026-12-02']);
    expect(datasRemovidas(antes, antes.slice(1))).toEqual([]);
  });
});
