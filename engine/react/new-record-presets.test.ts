import { describe, expect, it } from 'vitest';
import type { EntityMeta } from '../api-types';
import { setClock } from '../validation/brazilian';
import { presetQuery, presetValues, todayValues } from './new-record-presets';

const anuncio = {
  schema: { type: 'object', properties: { titulo: { type: 'string' }, solicitacao: { 'x-reference': 'solicitacaoPessoal' } } },
  filters: [
    { name: 'titulo', op: 'contains' },
    { name: 'solicitacaoId', field: 'solicitacao', op: 'eq' },
  ],
} as unknown as EntityMeta;

describe('novo registro a partir de uma lista filtrada', () => {
  it('leva só os filtros de igualdade sobre referências, pelo nome da propriedade', () => {
    expect(presetQuery(anuncio, { titulo: 'Analista', solicitacaoId: 5 })).toBe('?solicitacao=5');
    expect(presetQuery(anuncio, { titulo: 'Analista' })).toBe('');
  });

  it('o formulário novo toma essas referências da consulta', () => {
    expect(presetValues(anuncio.schema, '?solicitacao=5&titulo=x')).toEqual({ solicitacao: { id: 5 } });
    expect(presetValues(anuncio.schema, '?solicitacao=abc')).toEqual({});
  });
});

describe('todayValues', () => {
  it("starts the fields whose hint says so with today's date, and no other", () => {
    setClock(() => new Date('2026-03-10T12:00:00Z'));
    try {
      expect(todayValues({ fields: { dataSuspensao: { startsToday: true }, observacao: { widget: 'textarea' } } })).toEqual({ dataSuspensao: '2026-03-10' });
      expect(todayValues(undefined)).toEqual({});
    } finally {
      setClock();
    }
  });
});
