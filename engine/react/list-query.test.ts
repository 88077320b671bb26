import { describe, expect, it } from 'vitest';
import { filterSchema } from '../filters';
import { formatSort, parseSort, readListQuery, writeListQuery } from './list-query';
import type { EntityMeta } from '../api-types';
import { candidato, etapaSeletiva } from './test-fixtures';

const grupo: EntityMeta = {
  ...etapaSeletiva,
  schema: {
    type: 'object',
    properties: {
      nome: { type: 'string', title: 'Nome', maxLength: 100, minLength: 1 },
      areas: { type: 'array', title: 'Áreas', items: { type: 'integer' }, 'x-reference': 'area', minItems: 1 },
      ordem: { type: 'integer', title: 'Ordem', minimum: 1 },
    },
  },
  filters: [
    { name: 'nome', op: 'contains' },
    { name: 'areas', op: 'in' },
    { name: 'ordemDe', field: 'ordem', op: 'gte', label: 'Ordem a partir de' },
  ],
};

describe('filterSchema', () => {
  it('shapes each filter as the server reads the query', () => {
    expect(filterSchema(grupo).properties).toEqual({
      nome: { type: 'string', title: 'Nome', maxLength: 200 },
      areas: { type: 'array', title: 'Áreas', items: { type: 'integer' }, 'x-reference': 'area', maxItems: 1000 },
      ordemDe: { type: 'integer', title: 'Ordem a partir de', minimum: 1 },
    });
  });

  it('filters a reference by its id', () => {
    expect(filterSchema(candidato).properties).toEqual({ estado: { type: 'integer', minimum: 1, maximum: 2147483647, 'x-reference': 'estado', title: 'Estado' } });
  });
});

describe('list query in the URL', () => {
  const schema = filterSchema(grupo);

  it('reads typed values back', () => {
    const query = readListQuery(new URLSearchParams('nome=ab&areas=1&areas=2&ordemDe=5&page=3&sort=nome,desc'), schema);
    expect(query).toEqual({ page: 3, sort: 'nome,desc', filters: { nome: 'ab', areas: [1, 2], ordemDe: 5 } });
  });

  it('ignores junk', () => {
    expect(readListQuery(new URLSearchParams('page=-1&ordemDe=x&outro=1'), schema)).toEqual({ page: 0, sort: undefined, filters: {} });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeListQuery({ page: 0, sort: 'ordem,asc', filters: {} }, 'ordem,asc').toString()).toBe('');
    const written = writeListQuery({ page: 2, sort: 'nome,asc', filters: { nome: 'ab', areas: [1, 2] } }, 'ordem,asc');
    expect(written.toString()).toBe('nome=ab&areas=1&areas=2&sort=nome%2Casc&page=2');
    expect(readListQuery(written, schema)).toEqual({ page: 2, sort: 'nome,asc', filters: { nome: 'ab', areas: [1, 2] } });
  });

  it('turns sorts into table state and back', () => {
    expect(parseSort('nome,desc')).toEqual({ id: 'nome', desc: true });
    expect(parseSort('nome')).toEqual({ id: 'nome', desc: false });
    expect(formatSort({ id: 'ordem', desc: false })).toBe('ordem,asc');
  });
});
