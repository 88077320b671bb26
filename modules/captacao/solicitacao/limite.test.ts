import { describe, expect, it } from 'vitest';
import { avaliarLimite } from './limite';

const nomes = { cargo: 'Analista', area: 'TI' };

describe('avaliarLimite', () => {
  it('sem limite configurado, permite', () => {
    expect(avaliarLimite({ limite: null, colaboradoresAtivos: 9, vagasAbertas: 9 }, 50, nomes)).toMatchObject({ permitido: true, disponiveis: null });
  });

  it('conta ativos e vagas em aberto; permite até o limite exato', () => {
    expect(avaliarLimite({ limite: 5, colaboradoresAtivos: 2, vagasAbertas: 1 }, 2, nomes)).toMatchObject({ permitido: true, disponiveis: 2 });
  });

  it('recusa além do limite, com a conta na mensagem', () => {
    const result = avaliarLimite({ limite: 5, colaboradoresAtivos: 2, vagasAbertas: 1 }, 3, nomes);
    expect(result).toMatchObject({ permitido: false, disponiveis: 2 });
    expect(result.mensagem).toBe(
      'O limite de 5 colaborador(es) para o cargo Analista na área TI seria ultrapassado: 2 ativo(s), 1 vaga(s) em aberto e 3 solicitada(s).',
    );
  });

  it('já acima do limite: nenhuma vaga disponível', () => {
    expect(avaliarLimite({ limite: 1, colaboradoresAtivos: 3, vagasAbertas: 0 }, 1, nomes)).toMatchObject({ permitido: false, disponiveis: 0 });
  });
});
