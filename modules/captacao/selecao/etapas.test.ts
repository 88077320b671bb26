import { describe, expect, it } from 'vitest';
import { posicao, recusaAlteracao, recusaRegistro } from './etapas';

const etapas = [
  { id: 10, nome: 'Triagem', ordem: 1 },
  { id: 20, nome: 'Entrevista', ordem: 2 },
  { id: 30, nome: 'Teste', ordem: 3 },
];

describe('ordem das etapas seletivas', () => {
  it('a primeira etapa pode ser registrada sem nada antes; as outras só depois da anterior aprovada', () => {
    expect(recusaRegistro(etapas, [], 10)).toBeUndefined();
    expect(recusaRegistro(etapas, [], 20)).toBe('A etapa anterior "Triagem" ainda não foi aprovada.');
    expect(recusaRegistro(etapas, [{ id: 1, etapaId: 10, resultado: 'E' }], 20)).toBe('A etapa anterior "Triagem" ainda não foi aprovada.');
    expect(recusaRegistro(etapas, [{ id: 1, etapaId: 10, resultado: 'A' }], 20)).toBeUndefined();
    expect(recusaRegistro(etapas, [{ id: 1, etapaId: 10, resultado: 'A' }], 30)).toBe('A etapa anterior "Entrevista" ainda não foi aprovada.');
  });

  it('recusa etapa fora do processo, repetida, ou depois de reprovação', () => {
    expect(recusaRegistro(etapas, [], 99)).toBe('Esta etapa não faz parte do processo seletivo da solicitação.');
    expect(recusaRegistro(etapas, [{ id: 1, etapaId: 10, resultado: 'E' }], 10)).toBe('O candidato já tem registro nesta etapa.');
    // Editing the entry itself is not a repetition.
    expect(recusaRegistro(etapas, [{ id: 1, etapaId: 10, resultado: 'E' }], 10, 1)).toBeUndefined();
    expect(recusaRegistro(etapas, [{ id: 1, etapaId: 10, resultado: 'R' }], 20)).toBe('Candidato reprovado ou desistente não avança para outras etapas.');
  });

  it('não desfaz a aprovação de uma etapa que sustenta as seguintes', () => {
    const passagens = [
      { id: 1, etapaId: 10, resultado: 'A' },
      { id: 2, etapaId: 20, resultado: 'E' },
    ];
    expect(recusaAlteracao(etapas, passagens, 10, 'R')).toMatch(/etapas posteriores/);
    expect(recusaAlteracao(etapas, passagens, 20, 'R')).toBeUndefined();
    expect(recusaAlteracao(etapas, passagens, 10, 'A')).toBeUndefined();
  });

  it('posição: última etapa registrada e a próxima quando aprovada', () => {
    expect(posicao(etapas, [])).toEqual({ proxima: etapas[0] });
    expect(posicao(etapas, [{ id: 1, etapaId: 10, resultado: 'A' }])).toEqual({ atual: { id: 1, etapaId: 10, resultado: 'A' }, proxima: etapas[1] });
    expect(posicao(etapas, [{ id: 1, etapaId: 10, resultado: 'A' }, { id: 2, etapaId: 20, resultado: 'E' }]).proxima).toBeUndefined();
    expect(posicao(etapas, [{ id: 1, etapaId: 10, resultado: 'A' }, { id: 2, etapaId: 20, resultado: 'A' }, { id: 3, etapaId: 30, resultado: 'A' }]).proxima).toBeUndefined();
  });
});
