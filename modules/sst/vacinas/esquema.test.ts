import { describe, expect, it } from 'vitest';
import { DIAS_PARA_INTERROMPER, datasPrevistas, situacaoDaDose, situacaoDaVacina } from './esquema';
import declaracao from '../../../schemas/sst/vacinacao.json';
import { daysAfter, today } from '../../../engine/validation/brazilian';

const hepatiteB = [
  { numeroDose: 1, diasProximaDose: 30 },
  { numeroDose: 2, diasProximaDose: 150 },
  { numeroDose: 3, diasProximaDose: null },
];

describe('datas previstas das doses', () => {
  it('a primeira é a data em que foi tomada; as seguintes, a anterior mais os dias', () => {
    const previstas = datasPrevistas(hepatiteB, new Map([[1, '2026-01-10']]));
    expect([...previstas]).toEqual([
      [1, '2026-01-10'],
      [2, '2026-02-09'],
      [3, '2026-07-09'],
    ]);
  });

  it('uma dose tomada fora do dia move as seguintes', () => {
    const previstas = datasPrevistas(hepatiteB, new Map([[1, '2026-01-10'], [2, '2026-03-01']]));
    expect(previstas.get(2)).toBe('2026-02-09');
    expect(previstas.get(3)).toBe('2026-07-29');
  });

  it('sem a primeira dose, nada é previsto; a ordem da lista não importa', () => {
    expect(datasPrevistas(hepatiteB, new Map()).size).toBe(0);
    expect(datasPrevistas([...hepatiteB].reverse(), new Map([[1, '2026-01-10']])).get(3)).toBe('2026-07-09');
  });
});

describe('situação da vacina no cartão', () => {
  const hoje = today();
  it('Completo com todas as doses; Em andamento com a pendente no prazo ou pouco atrasada; Interrompido depois do limite', () => {
    expect(situacaoDaVacina({ quantidadeDoses: 3, recebidas: 3, primeiraPendente: null }, hoje)).toBe('Completo');
    expect(situacaoDaVacina({ quantidadeDoses: 3, recebidas: 1, primeiraPendente: daysAfter(hoje, 10) }, hoje)).toBe('Em andamento');
    expect(situacaoDaVacina({ quantidadeDoses: 3, recebidas: 1, primeiraPendente: daysAfter(hoje, -DIAS_PARA_INTERROMPER) }, hoje)).toBe('Em andamento');
    expect(situacaoDaVacina({ quantidadeDoses: 3, recebidas: 1, primeiraPendente: daysAfter(hoje, -DIAS_PARA_INTERROMPER - 1) }, hoje)).toBe('Interrompido');
  });
});

describe('situação da dose', () => {
  const filtro = declaracao.filters.find((f) => f.name === 'situacao')!;
  const hoje = today();
  it('Recebida com a data da realização; sem ela, Atrasada antes de hoje e A receber de hoje em diante', () => {
    expect(situacaoDaDose({ dataPrevista: daysAfter(hoje, 5), dataRealizacao: daysAfter(hoje, -1) }, filtro)).toBe('Recebida');
    expect(situacaoDaDose({ dataPrevista: daysAfter(hoje, -1), dataRealizacao: null }, filtro)).toBe('Atrasada');
    expect(situacaoDaDose({ dataPrevista: hoje, dataRealizacao: null }, filtro)).toBe('A receber');
    expect(situacaoDaDose({ dataPrevista: daysAfter(hoje, 30), dataRealizacao: null }, filtro)).toBe('A receber');
  });
});
