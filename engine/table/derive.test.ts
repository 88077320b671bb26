import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../declaration';
import { Registry } from '../registry/registry';
import { columnType, deriveTable } from './derive';

const base = { module: 'teste', list: { columns: ['nome'] } };
const empresa: EntityDeclaration = { ...base, name: 'empresa', label: 'E', labelPlural: 'Es', resource: 'empresas', scope: 'global', summary: 'nome', schema: { type: 'object', properties: { nome: { type: 'string' } } } };
const area: EntityDeclaration = { ...base, name: 'area', label: 'A', labelPlural: 'As', resource: 'areas', summary: 'nome', schema: { type: 'object', properties: { nome: { type: 'string' } } } };
const grupo: EntityDeclaration = {
  ...base,
  name: 'grupoOcupacional',
  label: 'G',
  labelPlural: 'Gs',
  resource: 'grupos',
  summary: 'nome',
  schema: {
    type: 'object',
    properties: {
      nome: { type: 'string' },
      dataInicio: { type: 'string', format: 'date' },
      quando: { type: 'string', format: 'date-time' },
      ordem: { type: 'integer' },
      valor: { type: 'number' },
      ativo: { type: 'boolean' },
      endereco: { type: 'object', properties: { cep: { type: 'string' } } },
      tags: { type: 'array', items: { type: 'string' } },
      areaMae: { 'x-reference': 'area' },
      areasIds: { type: 'array', items: { type: 'integer' }, 'x-reference': 'area' },
      sexo: { type: 'string', oneOf: [{ const: 'M' }, { const: 'F' }] },
    },
  },
  list: { columns: ['nome'], defaultSort: 'nome,asc', sortable: ['nome', 'ordem'] },
  filters: [
    { name: 'nome', op: 'contains' },
    { name: 'ativo', op: 'eq' },
    { name: 'areasIds', op: 'in' },
  ],
  unique: [{ fields: ['nome', 'areaMae'], message: 'Já existe este grupo nesta área.' }],
};

const registry = new Registry([empresa, area, grupo].map((declaration) => ({ declaration, source: `${declaration.name}.json` })));

describe('deriveTable', () => {
  const table = deriveTable(registry.get('grupoOcupacional'), registry);

  it('deriva colunas tipadas, jsonb para dados aninhados e colunas de sistema', () => {
    expect(Object.fromEntries(table.columns.map((c) => [c.name, c.type]))).toEqual({
      id: 'integer',
      created_at: 'timestamp with time zone',
      updated_at: 'timestamp with time zone',
      version: 'integer',
      empresa_id: 'integer',
      nome: 'text',
      data_inicio: 'date',
      quando: 'timestamp with time zone',
      ordem: 'integer',
      valor: 'numeric',
      ativo: 'boolean',
      endereco: 'jsonb',
      tags: 'jsonb',
      area_mae_id: 'integer',
      sexo: 'text',
      nome_busca: 'text',
    });
    expect(table.columns.find((c) => c.name === 'nome_busca')?.searchOf).toBe('nome');
  });

  it('referências viram chaves estrangeiras; listas de referências, tabelas de junção', () => {
    expect(table.columns.find((c) => c.name === 'area_mae_id')?.references).toBe('area');
    expect(table.columns.find((c) => c.name === 'empresa_id')?.references).toBe('empresa');
    expect(table.joins).toEqual([{ name: 'grupo_ocupacional__areas_ids', property: 'areasIds', target: 'area' }]);
  });

  it('índices para filtros (trigrama sobre o texto de busca em "contém") e ordenações, liderados pela empresa', () => {
    expect(table.indexes).toEqual(
      expect.arrayContaining([
        { name: 'grupo_ocupacional_nome_busca_trgm', columns: ['nome_busca'], trigram: true },
        { name: 'grupo_ocupacional_ativo_idx', columns: ['empresa_id', 'ativo'] },
        { name: 'grupo_ocupacional_nome_idx', columns: ['empresa_id', 'nome'] },
        { name: 'grupo_ocupacional_ordem_idx', columns: ['empresa_id', 'ordem'] },
        { name: 'grupo_ocupacional_area_mae_id_idx', columns: ['empresa_id', 'area_mae_id'] },
        { name: 'grupo_ocupacional_nome_area_mae_id_key', columns: ['empresa_id', 'nome', 'area_mae_id'], unique: true },
      ]),
    );
  });

  it('entidades globais não têm empresa_id', () => {
    expect(deriveTable(registry.get('empresa'), registry).columns.map((c) => c.name)).not.toContain('empresa_id');
  });

  it('x-column escolhe o tipo e recusa nomes desconhecidos', () => {
    expect(columnType({ type: 'integer', 'x-column': 'bigint' })).toBe('bigint');
    expect(() => columnType({ type: 'integer', 'x-column': 'money' })).toThrow('x-column desconhecido');
  });
});

describe('Registry', () => {
  it('recusa nomes e recursos repetidos e referências desconhecidas, nomeando o arquivo', () => {
    expect(() => new Registry([{ declaration: area, source: 'a.json' }, { declaration: area, source: 'b.json' }])).toThrow('b.json: nome "area" já declarado em a.json');
    const broken = { ...area, name: 'x', resource: 'xs', schema: { type: 'object', properties: { nome: { type: 'string' }, y: { 'x-reference': 'nada' } } } };
    expect(() => new Registry([{ declaration: broken, source: 'x.json' }])).toThrow('x.json: y referencia a entidade desconhecida "nada"');
  });
});
