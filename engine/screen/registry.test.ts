import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../declaration';
import { Registry } from '../registry/registry';
import type { ScreenDeclaration } from './declaration';

const idioma: EntityDeclaration = {
  name: 'idioma',
  module: 'captacao',
  label: 'Idioma',
  labelPlural: 'Idiomas',
  resource: 'idiomas',
  summary: 'nome',
  operations: ['list', 'read'],
  authorities: { read: ['ROLE_CAD_IDIOMA'] },
  schema: { type: 'object', properties: { nome: { type: 'string' } } },
  list: { columns: ['nome'] },
};

const tela = (overrides: Partial<ScreenDeclaration> = {}): ScreenDeclaration => ({ name: 'nineBox', module: 'avaliacao', label: 'Nine Box', route: '/avaliacao/nine-box', ...overrides });
const registry = (...screens: ScreenDeclaration[]) => new Registry([{ declaration: idioma, source: 'idioma.json' }], {}, [], [], screens.map((declaration, i) => ({ declaration, source: `tela${i}.json` })));

describe('telas declaradas', () => {
  it('o renderizador é o nome, e a tela de uma entidade abre com a leitura dela', () => {
    const [screen] = registry(tela({ entity: 'idioma', authorities: ['ROLE_NINE_BOX'] })).screens;
    expect(screen).toMatchObject({ renderer: 'nineBox', readAuthorities: ['ROLE_NINE_BOX', 'ROLE_CAD_IDIOMA'], source: 'tela0.json' });
  });

  it('recusa entidade desconhecida, rota repetida ou já de uma entidade, e menu numa rota com parâmetros', () => {
    expect(() => registry(tela({ entity: 'idiomas' }))).toThrow('tela0.json: entity referencia a entidade desconhecida "idiomas"');
    expect(() => registry(tela(), tela({ name: 'outra' }))).toThrow('tela1.json: tela "outra" (/avaliacao/nine-box) já declarada em tela0.json');
    expect(() => registry(tela({ route: '/captacao/idiomas' }))).toThrow('a rota /captacao/idiomas já é a tela da entidade "idioma"');
    expect(() => registry(tela({ route: '/avaliacao/nine-box/:id', menu: { path: ['Avaliação', 'Nine Box'] } }))).toThrow('menu pede uma rota sem parâmetros');
  });
});
