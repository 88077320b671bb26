import { describe, expect, it } from 'vitest';
import { testEntity, testRegistry } from '../../../engine/registry/test-registry';
import { copyOrder, copyableEntities, dependenciesOf } from './plano';

const copyable = { copyable: true } as const;
// area (tree, people in it) ← cargo ← faixa (history by índice); pessoa and uf are not copied.
const registry = testRegistry([
  testEntity('uf', {}, { scope: 'global' }),
  testEntity('pessoa'),
  testEntity('area', { mae: { title: 'Mãe', 'x-reference': 'area' }, responsaveis: { type: 'array', items: { type: 'integer' }, 'x-reference': 'pessoa' } }, { ...copyable, labelPlural: 'Áreas' }),
  testEntity('cargo', { areas: { type: 'array', items: { type: 'integer' }, 'x-reference': 'area' }, uf: { 'x-reference': 'uf' } }, { ...copyable, labelPlural: 'Cargos' }),
  testEntity('indice', {}, { ...copyable, labelPlural: 'Índices' }),
  testEntity('faixa', { cargo: { 'x-reference': 'cargo' }, historicos: { type: 'array', 'x-children': 'historico' } }, { ...copyable, labelPlural: 'Faixas' }),
  testEntity('historico', { indice: { 'x-reference': 'indice' } }, { owner: 'faixa', operations: [] }),
]);

describe('plano da cópia de cadastros', () => {
  it('depende dos cadastros copiáveis a que o registro e as suas listas se referem, não de si, de pessoas nem de dados globais', () => {
    expect(copyableEntities(registry).map((e) => e.name)).toEqual(['area', 'cargo', 'faixa', 'indice']);
    expect(dependenciesOf(registry.get('area'), registry)).toEqual([]);
    expect(dependenciesOf(registry.get('cargo'), registry)).toEqual(['area']);
    expect(dependenciesOf(registry.get('faixa'), registry)).toEqual(['cargo', 'indice']);
  });

  it('copia cada cadastro depois daqueles a que ele se refere', () => {
    const plan = copyOrder(registry, ['faixa', 'indice', 'cargo', 'area']);
    expect('order' in plan && plan.order.map((e) => e.name)).toEqual(['area', 'cargo', 'indice', 'faixa']);
  });

  it('recusa um cadastro sem aqueles a que ele se refere, dizendo quais escolher', () => {
    expect(copyOrder(registry, ['faixa', 'area'])).toEqual({ missing: 'Para copiar Faixas, selecione também Cargos e Índices.' });
  });

  it('recusa "copyable" num registro filho ou global', () => {
    expect(() => copyableEntities(testRegistry([testEntity('a'), testEntity('b', {}, { owner: 'a', copyable: true })]))).toThrow(/b.json: "copyable" só vale/);
    expect(() => copyableEntities(testRegistry([testEntity('g', {}, { scope: 'global', copyable: true })]))).toThrow(/g.json: "copyable" só vale/);
  });
});
