import { describe, expect, it } from 'vitest';
import { vencimentoDoExame } from './vencimento';

describe('vencimentoDoExame', () => {
  it('soma a periodicidade em meses à realização', () => {
    expect(vencimentoDoExame('2026-03-10', { periodico: true, periodicidade: 12 })).toBe('2027-03-10');
    expect(vencimentoDoExame('2026-08-31', { periodico: true, periodicidade: 6 })).toBe('2027-02-28');
  });
  it('não vence o exame não periódico nem o ainda não realizado', () => {
    expect(vencimentoDoExame('2026-03-10', { periodico: false, periodicidade: 12 })).toBeNull();
    expect(vencimentoDoExame(undefined, { periodico: true, periodicidade: 12 })).toBeNull();
  });
});
