import { describe, expect, it } from 'vitest';
import { quotaRefusal } from './anexos';

describe('cota de documentos do candidato', () => {
  const quota = { maxFiles: 3, maxTotalMb: 2 };
  const MB = 1024 * 1024;
  it('cabe enquanto há vaga e espaço', () => {
    expect(quotaRefusal({ count: 2, bytes: MB }, MB, quota)).toBeUndefined();
  });
  it('recusa o arquivo além do número ou do total', () => {
    expect(quotaRefusal({ count: 3, bytes: 0 }, 1, quota)).toBe('Limite de 3 documentos anexos atingido. Remova um documento para enviar outro.');
    expect(quotaRefusal({ count: 1, bytes: MB }, MB + 1, quota)).toBe('Os documentos anexos somariam mais de 2 MB. Remova um documento para enviar outro.');
  });
});
