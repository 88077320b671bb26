import { describe, expect, it } from 'vitest';
import { referenceId } from './reference-id';

describe('referenceId', () => {
  it('reads the id of a reference, or a plain id', () => {
    expect(referenceId({ id: 7, nome: 'Analista' })).toBe(7);
    expect(referenceId(7)).toBe(7);
  });
  it('names nothing for an empty or malformed value', () => {
    for (const value of [null, undefined, {}, { id: '7' }, '7', [7]]) expect(referenceId(value)).toBeUndefined();
  });
});
