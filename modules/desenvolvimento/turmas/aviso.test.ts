import { describe, expect, it } from 'vitest';
import { aviso } from './aviso';

const base = { curso: 'NR-35 <Altura>', turma: 'Turma 1', instrutor: 'Ana Lima', online: false };

describe('o aviso da turma', () => {
  it('lista os dias com as horas, e o HTML escapa o que foi digitado', () => {
    const mensagem = aviso({ ...base, dias: [{ dia: '2026-12-01', turno: 'Manhã', horaIni: '08:00', horaFim: '12:00' }] });
    expect(mensagem.subject).toBe('Aviso de treinamento: NR-35 <Altura> — Turma 1');
    expect(mensagem.text).toContain('- 01/12/2026 (Manhã), das 08:00 às 12:00');
    expect(mensagem.text).toContain('Instrutor: Ana Lima');
    expect(mensagem.html).toContain('NR-35 &lt;Altura&gt;');
  });

  it('num curso online, o link da videoaula no lugar das horas', () => {
    const mensagem = aviso({ ...base, online: true, dias: [{ dia: '2026-12-02', turno: 'Noite', horaIni: '19:00', horaFim: '21:00', link: 'https://youtu.be/x' }] });
    expect(mensagem.text).toContain('- 02/12/2026 (Noite): videoaula em https://youtu.be/x');
    expect(mensagem.text).not.toContain('19:00');
  });

  it('sem dias, diz que serão informados', () => {
    expect(aviso({ ...base, dias: [] }).text).toContain('Os dias das aulas ainda serão informados.');
  });
});
