import { describe, expect, it } from 'vitest';
import { avisoDeEstabilidade } from './aviso';
import { umAnoApos } from './estabilidade';

describe('estabilidade do membro da CIPA', () => {
  it('vai até um ano após o fim do mandato; 29 de fevereiro vira 28', () => {
    expect(umAnoApos('2027-03-09')).toBe('2028-03-09');
    expect(umAnoApos('2028-02-29')).toBe('2029-02-28');
    expect(umAnoApos('2027-12-31')).toBe('2028-12-31');
  });

  it('o aviso diz cada talento e a sua data; sem nenhum, nada', () => {
    expect(avisoDeEstabilidade([])).toBeUndefined();
    expect(avisoDeEstabilidade([{ colaboradorId: 1, nome: 'Ana', ate: '2028-03-09' }, { colaboradorId: 2, nome: 'Bia', ate: '2027-01-31' }])).toBe(
      'O talento Ana é membro da CIPA com estabilidade até 09/03/2028. O talento Bia é membro da CIPA com estabilidade até 31/01/2027.',
    );
  });
});
