import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datasRemovidas, problemasDosDias as problemas } from './dias';

const periodo = { inicio: '2026-12-01', fim: '2026-12-10' };
const diaTurma = JSON.parse(readFileSync(join(import.meta.dirname, '../../../schemas/desenvolvimento/dia-turma.json'), 'utf8')).schema;
const problemasDosDias = (...args: [Parameters<typeof problemas>[0], Parameters<typeof problemas>[1], boolean]) => problemas(...args, diaTurma);

describe('os dias da turma', () => {
  it('recusa um dia fora do período, com a mensagem no dia', () => {
    expect(problemasDosDias([{ dia: '2026-12-01', horaIni: '08:00', horaFim: '12:00' }, { dia: '2026-12-11', horaIni: '08:00', horaFim: '12:00' }], periodo, false)).toEqual([
      { field: 'diasTurma.1.dia', message: 'O dia deve estar entre 01/12/2026 e 10/12/2026, o período da turma.' },
    ]);
  });

  it('exige as horas, a final depois da inicial, só quando o curso não é online', () => {
    expect(problemasDosDias([{ dia: '2026-12-02' }], periodo, false)).toEqual([
      { field: 'diasTurma.0.horaIni', message: 'Hora início é obrigatória' },
      { field: 'diasTurma.0.horaFim', message: 'Hora fim é obrigatória' },
    ]);
    expect(problemasDosDias([{ dia: '2026-12-02', horaIni: '9:00', horaFim: '08:30' }], periodo, false)).toEqual([
      { field: 'diasTurma.0.horaFim', message: 'A hora final deve ser maior que a hora inicial' },
    ]);
    expect(problemasDosDias([{ dia: '2026-12-02', horaIni: '8:00', horaFim: '08:30' }], periodo, false)).toEqual([]);
    expect(problemasDosDias([{ dia: '2026-12-02' }], periodo, true)).toEqual([]);
  });

  it('uma data só sai quando nenhum dia dela fica', () => {
    const antes = [{ dia: '2026-12-01' }, { dia: '2026-12-01' }, { dia: '2026-12-02' }];
    expect(datasRemovidas(antes, [{ dia: '2026-12-01' }])).toEqual(['2026-12-02']);
    expect(datasRemovidas(antes, antes.slice(1))).toEqual([]);
  });
});
