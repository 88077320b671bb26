import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../declaration';
import { normalizeDeclaration, normalizeSchema } from './normalize';

const codigos = { $id: 'codigos', $defs: { sexo: { type: 'string', oneOf: [{ const: 'I', title: 'Indiferente' }, { const: 'M', title: 'Masculino' }] } } };

const declaration: EntityDeclaration = {
  name: 'pessoa',
  module: 'teste',
  label: 'Pessoa',
  labelPlural: 'Pessoas',
  resource: 'pessoas',
  summary: 'nome',
  schema: {
    type: 'object',
    properties: {
      nome: { type: 'string', title: 'Nome' },
      sexo: { $ref: 'codigos#/$defs/sexo', title: 'Sexo', default: 'I' },
      cidade: { title: 'Cidade', 'x-reference': 'cidade' },
      idade: { type: 'integer', minimum: 0 },
    },
    required: ['nome'],
  },
  list: { columns: ['nome'] },
};

describe('normalizeDeclaration', () => {
  const normalized = normalizeDeclaration(declaration, { codigos });
  const properties = normalized.schema.properties as Record<string, Record<string, unknown>>;

  it('embute as listas de códigos compartilhadas, mantendo título e padrão de quem as usa', () => {
    expect(properties.sexo).toEqual({ type: 'string', oneOf: codigos.$defs.sexo.oneOf, title: 'Sexo', default: 'I' });
  });

  it('enum ao lado de uma lista compartilhada deixa só esses códigos, com os títulos da lista', () => {
    const only = (codes: string[]) => normalizeSchema({ type: 'object', properties: { sexo: { $ref: 'codigos#/$defs/sexo', enum: codes } } }, { codigos }).properties as Record<string, unknown>;
    expect(only(['M']).sexo).toEqual({ type: 'string', oneOf: [{ const: 'M', title: 'Masculino' }] });
    expect(() => only(['M', 'X'])).toThrow('enum com código fora da lista: ["M","X"]');
  });

  it('dá forma às referências simples: objeto com id', () => {
    expect(properties.cidade).toMatchObject({ type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } });
  });

  it('texto obrigatório não pode ser vazio; inteiros cabem na coluna', () => {
    expect(properties.nome!.minLength).toBe(1);
    expect(properties.idade).toEqual({ type: 'integer', minimum: 0, maximum: 2147483647 });
  });

  it('fecha o objeto, preenche escopo e operações', () => {
    expect(normalized).toMatchObject({ scope: 'empresa', operations: ['list', 'read', 'create', 'update', 'delete'] });
    expect(normalized.schema.additionalProperties).toBe(false);
  });

  it('recusa $ref para documento desconhecido e summary que não é propriedade', () => {
    expect(() => normalizeDeclaration(declaration, {})).toThrow('$ref para documento desconhecido: codigos#/$defs/sexo');
    expect(() => normalizeDeclaration({ ...declaration, summary: 'titulo' }, { codigos })).toThrow('summary "titulo" não é uma propriedade');
  });
});
