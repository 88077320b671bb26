import { describe, expect, it } from 'vitest';
import type { EntityDeclaration } from '../declaration';
import { sharedSwitchOf } from '../table/derive';
import { testEntity, testRegistry } from './test-registry';

const registry = (switchHolder: Partial<EntityDeclaration>, sharedWhen: string) =>
  testRegistry([testEntity('parametros', { compartilhar: { type: 'boolean', default: false } }, switchHolder), testEntity('pessoa', {}, { sharedWhen })]);

describe('sharedWhen', () => {
  it('nomeia um campo sim/não de uma entidade global com singleton, guardado na sua coluna', () => {
    const built = registry({ scope: 'global', singleton: true }, 'parametros.compartilhar');
    expect(sharedSwitchOf(built.get('pessoa'), built)).toEqual({ table: 'parametros', column: 'compartilhar' });
    expect(sharedSwitchOf(built.get('parametros'), built)).toBeUndefined();
  });

  it('recusa o que não poderia ser a chave da instalação', () => {
    const refused = /pessoa.json: sharedWhen "parametros.\w+" não é um campo sim\/não de uma entidade global com "singleton"/;
    expect(() => registry({ scope: 'global', singleton: true }, 'parametros.nome')).toThrow(refused);
    expect(() => registry({ singleton: true }, 'parametros.compartilhar')).toThrow(refused);
    expect(() => registry({ scope: 'global' }, 'parametros.compartilhar')).toThrow(refused);
  });
});
