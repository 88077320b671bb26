import { describe, expect, it } from 'vitest';
import { duplicateKey } from './duplicate-keys';

describe('duplicateKey', () => {
  it('acha a chave repetida no mesmo objeto, com a linha', () => {
    expect(duplicateKey('{\n  "actions": [],\n  "filters": [],\n  "actions": [1]\n}')).toEqual({ key: 'actions', line: 4 });
  });

  it('a mesma chave em objetos diferentes não é repetição', () => {
    expect(duplicateKey('{"a": {"nome": 1}, "b": {"nome": 2}, "c": [{"nome": 3}, {"nome": 4}]}')).toBeUndefined();
  });
});
