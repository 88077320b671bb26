import { describe, expect, it } from 'vitest';
import { mensagemDaInclusao } from './inclusao';

describe('a mensagem da inclusão de talentos', () => {
  it('diz quantos entraram e quantos já participavam, no singular e no plural', () => {
    expect(mensagemDaInclusao({ incluidos: 1, jaParticipavam: 0, total: 1 })).toBe('1 talento incluído na turma.');
    expect(mensagemDaInclusao({ incluidos: 3, jaParticipavam: 1, total: 4 })).toBe('3 talentos incluídos na turma; 1 já participava.');
    expect(mensagemDaInclusao({ incluidos: 0, jaParticipavam: 2, total: 2 })).toBe('0 talentos incluídos na turma; 2 já participavam.');
  });
});
