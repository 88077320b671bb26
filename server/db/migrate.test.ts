import { describe, expect, it } from 'vitest';
import { foreignKeyName } from './migrate';

describe('foreignKeyName', () => {
  it('keeps a short name and fits a long one in 63 bytes, distinct per column', () => {
    expect(foreignKeyName('cargo', 'grupo_ocupacional_id')).toBe('cargo_grupo_ocupacional_id_fk');
    const longo = foreignKeyName('configuracao_nivel_competencia_colaborador', 'avaliacao_desempenho_id');
    expect(longo).toHaveLength(63);
    expect(longo.startsWith('configuracao_nivel_competencia_colaborador_avaliacao_')).toBe(true);
    expect(foreignKeyName('configuracao_nivel_competencia_colaborador', 'avaliacao_desempenho_anterior_id')).not.toBe(longo);
  });
});
