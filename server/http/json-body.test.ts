import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-body';

describe('jsonDepth', () => {
  it('conta o aninhamento de objetos e listas, ignorando chaves dentro de textos', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[{"b":1}]}')).toBe(3);
    expect(jsonDepth('{"a":"{[{[\\"{"}')).toBe(1);
    expect(jsonDepth('['.repeat(100_000) + ']'.repeat(100_000))).toBe(100_000);
  });
});
