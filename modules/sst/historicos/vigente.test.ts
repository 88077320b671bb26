import { describe, expect, it } from 'vitest';
import { emOrdemDeData, vigenteEm } from './vigente';

const historico = [
  { data: '2025-03-01', dataValidade: '2025-06-30', nome: 'c' },
  { data: '2024-01-01', dataValidade: null, nome: 'a' },
  { data: '2025-01-01', nome: 'b' },
];

describe('vigenteEm', () => {
  it('a linha da última data não posterior, em qualquer ordem', () => {
    expect(vigenteEm(historico, '2023-12-31')).toBeUndefined();
    expect(vigenteEm(historico, '2024-01-01')?.nome).toBe('a');
    expect(vigenteEm(historico, '2024-12-31')?.nome).toBe('a');
    expect(vigenteEm(historico, '2025-02-28')?.nome).toBe('b');
    expect(vigenteEm(historico, '2025-06-30')?.nome).toBe('c');
  });

  it('nada depois do encerramento da linha em vigor', () => {
    expect(vigenteEm(historico, '2025-07-01')).toBeUndefined();
    expect(vigenteEm([], '2025-01-01')).toBeUndefined();
  });
});

describe('emOrdemDeData', () => {
  it('ordena pela data e recusa duas linhas no mesmo dia', () => {
    expect(emOrdemDeData(historico)).toMatchObject([{ nome: 'a' }, { nome: 'b' }, { nome: 'c' }]);
    expect(emOrdemDeData([...historico, { data: '2025-01-01', nome: 'd' }])).toBe('Há mais de um histórico em 01/01/2025.');
  });
});
