import { describe, expect, it } from 'vitest';
import { recusaNovaCandidatura } from './espera';

describe('espera entre duas candidaturas à mesma vaga', () => {
  it('recusa antes do fim da espera, com a data em que será possível', () => {
    expect(recusaNovaCandidatura('2025-06-01', 30, '2025-06-30')).toBe(
      'Você já se candidatou a esta vaga em 01/06/2025. Uma nova candidatura será possível a partir de 01/07/2025.',
    );
    expect(recusaNovaCandidatura('2025-06-01', 30, '2025-07-01')).toBeUndefined();
  });

  it('sem espera, só recusa no mesmo dia', () => {
    expect(recusaNovaCandidatura('2025-06-01', 0, '2025-06-01')).toBe('Você já se candidatou a esta vaga em 01/06/2025.');
    expect(recusaNovaCandidatura('2025-06-01', 0, '2025-06-02')).toBeUndefined();
  });
});
