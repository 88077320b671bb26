import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from './declaration';
import { buildMenu, screenRoute } from './menu';

const entity = (name: string, path: string[], order: number, route?: string): EntityDeclaration => ({
  name,
  module: 'captacao',
  label: name,
  labelPlural: name,
  resource: name.toLowerCase(),
  summary: 'nome',
  schema: { type: 'object', properties: {} },
  list: { columns: [] },
  menu: { path, order },
  ...(route ? { route } : {}),
});

describe('buildMenu', () => {
  it('aninha pelo caminho; os módulos pelo nome, dentro deles por ordem e depois rótulo', () => {
    const menu = buildMenu([
      entity('Idiomas', ['Captação', 'Cadastros', 'Idiomas'], 60),
      entity('Etapas', ['Captação', 'Cadastros', 'Etapas Seletivas'], 30),
      entity('Estados', ['Geral', 'Estados'], 0, '/geral/estados'),
      entity('Bairros', ['Geral', 'Bairros'], 10, '/geral/bairros'),
    ]);
    expect(menu).toEqual([
      {
        label: 'Captação',
        children: [
          {
            label: 'Cadastros',
            children: [
              { label: 'Etapas Seletivas', path: '/captacao/etapas' },
              { label: 'Idiomas', path: '/captacao/idiomas' },
            ],
          },
        ],
      },
      { label: 'Geral', children: [{ label: 'Estados', path: '/geral/estados' }, { label: 'Bairros', path: '/geral/bairros' }] },
    ]);
  });

  it('rota da tela: /modulo/recurso, ou a declarada', () => {
    expect(screenRoute({ module: 'captacao', resource: 'etapas-seletivas' })).toBe('/captacao/etapas-seletivas');
    expect(screenRoute({ module: 'referencia', resource: 'estados', route: '/geral/estados' })).toBe('/geral/estados');
  });
});
