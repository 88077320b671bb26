import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../declaration';
import { Registry } from '../registry/registry';
import { deriveTable } from './derive';
import { storedFields } from './stored-fields';

const base = { module: 'teste', list: { columns: ['nome'] } };
const declarations: EntityDeclaration[] = [
  { ...base, name: 'empresa', label: 'E', labelPlural: 'Es', resource: 'empresas', scope: 'global', summary: 'nome', schema: { type: 'object', properties: { nome: { type: 'string' } } } },
  { ...base, name: 'estado', label: 'U', labelPlural: 'Us', resource: 'estados', scope: 'global', summary: 'nome', schema: { type: 'object', properties: { nome: { type: 'string' } } } },
  {
    ...base,
    name: 'pessoa',
    label: 'P',
    labelPlural: 'Ps',
    resource: 'pessoas',
    summary: 'nome',
    schema: {
      type: 'object',
      properties: {
        nome: { type: 'string' },
        senha: { type: 'string', writeOnly: true },
        confirmaSenha: { type: 'string', 'x-transient': true },
        pessoal: { type: 'object', 'x-flatten': true, properties: { cpf: { type: 'string' }, dataNascimento: { type: 'string', format: 'date' }, uf: { 'x-reference': 'estado' } } },
        experiencias: { type: 'array', 'x-children': 'experiencia' },
      },
    },
    filters: [{ name: 'cpf', field: 'pessoal.cpf', op: 'eq' }],
  },
  {
    ...base,
    name: 'experiencia',
    label: 'X',
    labelPlural: 'Xs',
    resource: 'experiencias',
    owner: 'pessoa',
    operations: [],
    summary: 'nome',
    schema: { type: 'object', properties: { nome: { type: 'string' } }, required: ['nome'] },
  },
];
const registry = new Registry(declarations.map((declaration) => ({ declaration, source: `${declaration.name}.json` })));

describe('grupos guardados em colunas e listas filhas', () => {
  it('cada campo de um grupo x-flatten tem coluna própria; transitórios e listas não têm', () => {
    expect(storedFields(registry.get('pessoa')).map((f) => [f.path, f.column])).toEqual([
      ['nome', 'nome'],
      ['senha', 'senha'],
      ['pessoal.cpf', 'pessoal_cpf'],
      ['pessoal.dataNascimento', 'pessoal_data_nascimento'],
      ['pessoal.uf', 'pessoal_uf_id'],
    ]);
    const table = deriveTable(registry.get('pessoa'), registry);
    expect(table.columns.find((c) => c.name === 'pessoal_uf_id')).toMatchObject({ type: 'integer', references: 'estado' });
    expect(table.columns.find((c) => c.name === 'pessoal_data_nascimento')?.type).toBe('date');
    // The CPF filter reaches its own column, with an index that leads with the company.
    expect(table.indexes).toContainEqual({ name: 'pessoa_pessoal_cpf_idx', columns: ['empresa_id', 'pessoal_cpf'] });
  });

  it('a lista filha tem tabela própria ligada ao dono (removida com ele) e valida com o esquema do filho', () => {
    const child = deriveTable(registry.get('experiencia'), registry);
    expect(child.columns).toContainEqual({ name: 'owner_id', type: 'integer', references: 'pessoa', cascade: true });
    expect(child.columns).toContainEqual({ name: 'position', type: 'integer' });
    expect(registry.get('pessoa').properties.experiencias!.items).toBe(registry.get('experiencia').schema);
  });

  it('recusa uma lista filha de quem não a declara como dono', () => {
    const orphan = { ...declarations[3]!, owner: 'estado' };
    expect(() => new Registry([...declarations.slice(0, 3), orphan].map((declaration) => ({ declaration, source: `${declaration.name}.json` })))).toThrow(/owner/);
  });
});
