import { describe, expect, it } from 'vitest';
import { comoObrigatorias, pontuarRespostas, respondeAsPerguntas, validarRespostas } from './pontuacao';
import type { Pergunta } from './questionario.api';

const objetiva: Pergunta = { id: 11, ordem: 1, texto: 'Qual a capital?', tipo: 1, obrigatoria: true, peso: 2, respostas: [{ texto: 'Rio', peso: 0 }, { texto: 'Brasília', peso: 10 }, { texto: 'Quase', peso: 5 }] };
const multipla: Pergunta = { id: 12, ordem: 2, texto: 'Linguagens?', tipo: 5, obrigatoria: true, peso: 1, respostas: [{ texto: 'TS', peso: 3 }, { texto: 'SQL', peso: 2 }, { texto: 'Nenhuma', peso: 0 }] };
const nota: Pergunta = { id: 13, ordem: 3, texto: 'Comunicação', tipo: 4, obrigatoria: true, peso: 4, notaMinima: 1, notaMaxima: 5 };
const subjetiva: Pergunta = { id: 14, ordem: 4, texto: 'Fale de você', tipo: 3, obrigatoria: true, peso: 1 };
const perguntas = [objetiva, multipla, nota, subjetiva];

describe('pontuarRespostas', () => {
  it('scores each type and the percentual of the maximum', () => {
    const resultado = pontuarRespostas(
      perguntas,
      [
        { perguntaId: 11, tipoId: 1, respostaId: 3 },
        { perguntaId: 12, tipoId: 5, respostasIds: [1, 2, 1] },
        { perguntaId: 13, tipoId: 4, nota: 4 },
        { perguntaId: 14, tipoId: 3, comentario: '  Gosto de dados. ' },
      ],
      70,
    );
    // objetiva 5×2=10 of 20; múltipla (3+2)×1=5 of 5; nota (4-1)/(5-1)×4=3 of 4; subjetiva 0 of 0.
    expect(resultado.respostas.map((r) => [r.pontos, r.pontosMaximos])).toEqual([[10, 20], [5, 5], [3, 4], [0, 0]]);
    expect(resultado.pontos).toBe(18);
    expect(resultado.pontosMaximos).toBe(29);
    expect(resultado.percentual).toBe(62.07);
    expect(resultado.aprovado).toBe(false);
    expect(resultado.respostas[0]).toMatchObject({ alternativas: ['Quase'], respostaId: 3, texto: 'Qual a capital?' });
    expect(resultado.respostas[1]).toMatchObject({ alternativas: ['TS', 'SQL'], respostasIds: [1, 2] });
    expect(resultado.respostas[3]).toMatchObject({ comentario: 'Gosto de dados.' });
  });

  it('approves at exactly the minimum, and gives no verdict without one', () => {
    const all = [{ perguntaId: 11, tipoId: 1, respostaId: 2 }];
    expect(pontuarRespostas([objetiva], all, 100).aprovado).toBe(true);
    expect(pontuarRespostas([objetiva], all, null)).toMatchObject({ percentual: 100, aprovado: null });
  });

  it('counts a blank optional question as zero and a questionnaire of free text has no percentual', () => {
    const opcional = { ...nota, obrigatoria: false };
    expect(pontuarRespostas([opcional], [], 50)).toMatchObject({ pontos: 0, pontosMaximos: 4, percentual: 0, aprovado: false });
    expect(pontuarRespostas([subjetiva], [{ perguntaId: 14, tipoId: 3, comentario: 'x' }], 50)).toMatchObject({ percentual: null, aprovado: null });
  });

  it('asks the questions by ordem, unnumbered ones last', () => {
    const semOrdem = { ...subjetiva, ordem: undefined };
    const resultado = pontuarRespostas([semOrdem, { ...nota, ordem: 2 }, { ...objetiva, ordem: 1 }], []);
    expect(resultado.respostas.map((r) => r.perguntaId)).toEqual([11, 13, 14]);
    expect(resultado.respostas.map((r) => r.ordem)).toEqual([1, 2, 3]);
  });
});

describe('validarRespostas', () => {
  it('names every mandatory question left blank, with the message of its type', () => {
    expect(validarRespostas(perguntas, [])).toEqual([
      { field: 'perguntas.11', message: 'Selecione uma alternativa.' },
      { field: 'perguntas.12', message: 'Selecione ao menos uma alternativa.' },
      { field: 'perguntas.13', message: 'Selecione a nota.' },
      { field: 'perguntas.14', message: 'Responda a pergunta.' },
    ]);
  });

  it('refuses alternatives and grades out of the question', () => {
    expect(
      validarRespostas(perguntas, [
        { perguntaId: 11, tipoId: 1, respostaId: 4 },
        { perguntaId: 12, tipoId: 5, respostasIds: [0] },
        { perguntaId: 13, tipoId: 4, nota: 6 },
        { perguntaId: 14, tipoId: 3, comentario: '   ' },
      ]).map((e) => e.message),
    ).toEqual(['Alternativa inválida.', 'Alternativa inválida.', 'Selecione a nota de 1 a 5.', 'Responda a pergunta.']);
    expect(validarRespostas([subjetiva], [{ perguntaId: 14, tipoId: 3, comentario: 'x'.repeat(4001) }])[0]!.message).toBe('Máximo de 4000 caracteres');
  });

  it('lets optional questions stay blank', () => {
    expect(validarRespostas(perguntas.map((p) => ({ ...p, obrigatoria: false })), [])).toEqual([]);
  });

  it('notices answers to questions the model no longer has', () => {
    expect(respondeAsPerguntas(perguntas, [{ perguntaId: 11, tipoId: 1 }])).toBe(true);
    expect(respondeAsPerguntas(perguntas, [{ perguntaId: 99, tipoId: 1 }])).toBe(false);
    expect(respondeAsPerguntas(perguntas, [{ perguntaId: 11, tipoId: 5 }])).toBe(false);
  });
});

describe('comoObrigatorias', () => {
  const soAuto = { ...nota, obrigatoriaSomente: 'U' as const };
  const soOutro = { ...subjetiva, obrigatoriaSomente: 'O' as const };
  it('requires a question only of whom it names', () => {
    expect(comoObrigatorias([soAuto, soOutro], { autoavaliacao: true }).map((p) => p.obrigatoria)).toEqual([true, false]);
    expect(comoObrigatorias([soAuto, soOutro], { autoavaliacao: false }).map((p) => p.obrigatoria)).toEqual([false, true]);
  });
  it('requires nothing on a partial save, and still refuses a wrong grade', () => {
    const perguntas = comoObrigatorias([objetiva, nota], { autoavaliacao: false, parcial: true });
    expect(validarRespostas(perguntas, [])).toEqual([]);
    expect(validarRespostas(perguntas, [{ perguntaId: 13, tipoId: 4, nota: 9 }])).toEqual([{ field: 'perguntas.13', message: 'Selecione a nota de 1 a 5.' }]);
  });
});
