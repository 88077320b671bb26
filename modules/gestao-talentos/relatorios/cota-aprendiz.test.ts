import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contaNaBaseDeAprendizes, maximoDeAprendizes, minimoDeAprendizes } from './cota-aprendiz';

const cbos = JSON.parse(readFileSync(new URL('../../../schemas/referencia/data/cbos.json', import.meta.url), 'utf8')) as { codigo: string; titulo: string }[];
const titulo = (codigo: string) => cbos.find((c) => c.codigo === codigo)?.titulo;

describe('base da cota de aprendizes', () => {
  it('conta as ocupações dos grandes grupos 4 a 9; gestão, nível superior e técnico ficam de fora', () => {
    expect([titulo('411005'), contaNaBaseDeAprendizes('411005')]).toEqual(['Auxiliar de escritório', true]);
    expect([titulo('514320'), contaNaBaseDeAprendizes('514320')]).toEqual(['Faxineiro', true]);
    expect([titulo('142105'), contaNaBaseDeAprendizes('142105')]).toEqual(['Gerente administrativo', false]);
    expect([titulo('252405'), contaNaBaseDeAprendizes('252405')]).toEqual(['Analista de recursos humanos', false]);
    expect([titulo('351505'), contaNaBaseDeAprendizes('351505')]).toEqual(['Técnico em secretariado', false]);
    expect(contaNaBaseDeAprendizes('010105')).toBe(false);
    expect(contaNaBaseDeAprendizes('')).toBe(false);
  });

  it('em toda a tabela CBO, a regra segue o grande grupo', () => {
    for (const { codigo } of cbos) expect(contaNaBaseDeAprendizes(codigo), codigo).toBe(Number(codigo[0]) >= 4);
  });

  it('mínimo de 5 % arredondado para cima e máximo de 15 %', () => {
    expect([0, 1, 7, 20, 21, 40].map((base) => [minimoDeAprendizes(base), maximoDeAprendizes(base)])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [1, 3],
      [2, 3],
      [2, 6],
    ]);
  });
});
