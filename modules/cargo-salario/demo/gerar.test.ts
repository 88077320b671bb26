import { describe, expect, it } from 'vitest';
import { gerarTalentos, historicoDaFaixa } from './gerar';
import { vigenteEm } from '../salarios/historico';
import estrutura from './estrutura.json';

const HOJE = '2026-11-26';

describe('a demonstração gerada de Cargos e Salários', () => {
  const talentos = gerarTalentos(estrutura, HOJE);

  it('é a mesma a cada início, no tamanho do issue', () => {
    expect(gerarTalentos(estrutura, HOJE)).toEqual(talentos);
    expect(talentos).toHaveLength(estrutura.cargos.reduce((n, c) => n + c.talentos, 0));
    expect(new Set(talentos.map((t) => t.nome)).size).toBe(talentos.length);
  });

  it('cada histórico começa na admissão, uma entrada por data, o salário da faixa na data', () => {
    for (const talento of talentos) {
      const [primeira, ...resto] = talento.entradas;
      expect(primeira).toMatchObject({ data: talento.dataAdmissao, motivo: 'C' });
      const datas = talento.entradas.map((e) => e.data);
      expect([...datas].sort()).toEqual(datas);
      expect(new Set(datas).size).toBe(datas.length);
      for (const entrada of talento.entradas) {
        expect(talento.cargo.areas).toContain(entrada.area);
        const valores = historicoDaFaixa(talento.cargo.faixas[entrada.faixa]!.valor, HOJE);
        expect(entrada.salario).toBe(vigenteEm(valores, entrada.data)!.valor);
      }
      for (const entrada of resto) expect(entrada.data <= HOJE).toBe(true);
      if (talento.dataDesligamento) expect(talento.dataDesligamento > datas[datas.length - 1]!).toBe(true);
    }
  });

  it('tem promoções, transferências e desligamentos nos dois últimos anos', () => {
    const motivos = talentos.flatMap((t) => t.entradas.map((e) => e.motivo));
    expect(motivos.filter((m) => m === 'P').length).toBeGreaterThan(30);
    expect(motivos.filter((m) => m === 'T').length).toBeGreaterThan(5);
    expect(talentos.filter((t) => t.dataDesligamento).length).toBeGreaterThan(5);
    expect(talentos.every((t) => t.entradas.every((e) => e.data >= '2024-11-26' || e.motivo === 'C'))).toBe(true);
  });
});
