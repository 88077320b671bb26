import { describe, expect, it } from 'vitest';
import type { EntityMeta } from '../api-types';
import { ownedSections, startOf } from './OwnedRecords';

const meta = (name: string, extra: Partial<EntityMeta>) => ({ name, ...extra }) as EntityMeta;

describe('registros próprios no formulário do dono', () => {
  it('são as entidades do dono com rotas próprias e subList', () => {
    const talento = meta('colaborador', {});
    const entities = [
      talento,
      meta('historicoColaborador', { owner: 'colaborador', operations: ['list', 'create'], subList: { addLabel: 'a', dialogTitle: 'd', messages: { created: '', updated: '', removed: '' } } }),
      meta('candidatoIdioma', { owner: 'candidato', operations: [], subList: { addLabel: 'a', dialogTitle: 'd', messages: { created: '', updated: '', removed: '' } } }),
      meta('anexo', { owner: 'colaborador', operations: ['list'] }),
    ];
    expect(ownedSections(entities, talento).map((e) => e.name)).toEqual(['historicoColaborador']);
  });

  it('um novo começa com as propriedades copiadas do primeiro listado', () => {
    const primeiro = { id: 9, data: '2025-01-01', cargo: { id: 2, nome: 'Analista' }, salario: 3000, observacao: null };
    expect(startOf(primeiro, ['cargo', 'salario', 'observacao'])).toEqual({ cargo: { id: 2, nome: 'Analista' }, salario: 3000 });
    expect(startOf(undefined, ['cargo'])).toEqual({});
    expect(startOf(primeiro)).toEqual({});
  });
});
