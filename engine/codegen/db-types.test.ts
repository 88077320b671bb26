import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../declaration';
import { Registry } from '../registry/registry';
import { systemColumns } from '../table/derive';
import { dbTypes, interfaceName } from './db-types';

const base = { module: 'teste', list: { columns: ['nome'] } };
const named = (name: string, resource: string) => ({ ...base, name, label: name, labelPlural: name, resource, summary: 'nome' });
const estado: EntityDeclaration = { ...named('estado', 'estados'), scope: 'global', schema: { type: 'object', properties: { nome: { type: 'string' } } } };
const area: EntityDeclaration = { ...named('area', 'areas'), schema: { type: 'object', properties: { nome: { type: 'string' } } } };
const vaga: EntityDeclaration = {
  ...named('vagaAberta', 'vagas'),
  schema: {
    type: 'object',
    properties: {
      nome: { type: 'string' },
      abertura: { type: 'string', format: 'date' },
      publicadaEm: { type: 'string', format: 'date-time' },
      salario: { type: 'number' },
      ativa: { type: 'boolean' },
      endereco: { type: 'object', 'x-flatten': true, properties: { cep: { type: 'string' } } },
      requisitos: { type: 'array', items: { type: 'string' } },
      estado: { 'x-reference': 'estado' },
      areasIds: { type: 'array', items: { type: 'integer' }, 'x-reference': 'area' },
    },
  },
  filters: [{ name: 'nome', op: 'contains' }],
};
const registry = new Registry([estado, area, vaga].map((declaration) => ({ declaration, source: `${declaration.name}.json` })));
const sessao = { name: 'sessao', tenant: false, columns: [...systemColumns, { name: 'token_hash', type: 'text' as const }], joins: [], indexes: [] };
const source = dbTypes(registry, [sessao]);

const block = (name: string) => source.slice(source.indexOf(`export interface ${name} {`)).split('}\n')[0];

describe('dbTypes', () => {
  it('cada tabela com as colunas que a migração cria, tipadas como o servidor as lê', () => {
    expect(block('VagaAbertaTable')).toBe(
      [
        'export interface VagaAbertaTable {',
        '  id: Generated<number>;',
        '  created_at: GeneratedTimestamp;',
        '  updated_at: GeneratedTimestamp;',
        '  version: Generated<number>;',
        '  empresa_id: number;',
        '  nome: string | null;',
        '  abertura: string | null;',
        '  publicada_em: Timestamp | null;',
        '  salario: number | null;',
        '  ativa: boolean | null;',
        '  endereco_cep: string | null;',
        '  requisitos: Json | null;',
        '  estado_id: number | null;',
        '  nome_busca: GeneratedAlways<string | null>;',
        '',
      ].join('\n'),
    );
  });

  it('tabelas de junção, tabelas do servidor e só as da empresa em CompanyTable', () => {
    expect(block('VagaAberta_AreasIdsTable')).toContain('owner_id: number;\n  target_id: number;\n  position: Generated<number>;');
    expect(source).toContain('  vaga_aberta__areas_ids: VagaAberta_AreasIdsTable;\n');
    expect(source).toContain('  sessao: SessaoTable;\n');
    expect(source).toContain("export type CompanyTable = 'area' | 'vaga_aberta';");
  });

  it('nomes de interface distinguem a junção (__) do sublinhado', () => {
    expect(interfaceName('candidato__areas_interesse')).toBe('Candidato_AreasInteresseTable');
    expect(interfaceName('candidato_areas_interesse')).toBe('CandidatoAreasInteresseTable');
  });
});
