import { describe, expect, it } from 'vitest';
import { entityScreenKinds } from './entity-screens';

describe('entityScreenKinds', () => {
  const all = ['list', 'read', 'create', 'update', 'delete'] as const;
  it('an entity has its list and form; a singleton its form alone', () => {
    expect(entityScreenKinds({ operations: [...all] })).toEqual(['list', 'new', 'edit']);
    expect(entityScreenKinds({ singleton: true, operations: [...all] })).toEqual(['singleton']);
  });
  it('owned records have no screen of their own, unless listed across their owners', () => {
    expect(entityScreenKinds({ owner: 'colaborador', operations: [...all] })).toEqual([]);
    expect(entityScreenKinds({ owner: 'colaborador', operations: [...all], allOwners: { title: 'Históricos dos Talentos', ownerTitle: 'Talento' } })).toEqual(['list']);
  });
});
