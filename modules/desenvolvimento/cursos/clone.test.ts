import { describe, expect, it } from 'vitest';
import { nomeDaCopia } from './clone';

describe('o nome da cópia de um curso', () => {
  it('leva "(cópia)", numerada da segunda em diante, sem passar de 100 caracteres', () => {
    expect(nomeDaCopia('NR-35', 1)).toBe('NR-35 (cópia)');
    expect(nomeDaCopia('NR-35', 3)).toBe('NR-35 (cópia 3)');
    const longa = nomeDaCopia('x'.repeat(100), 1);
    expect(longa).toHaveLength(100);
    expect(longa.endsWith(' (cópia)')).toBe(true);
  });
});
