import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { onlyLastEmpty } from './list-rules';

describe('onlyLastEmpty', () => {
  it('aceita uma lista sem vazios ou com só o último vazio', () => {
    expect(onlyLastEmpty([])).toBe(true);
    expect(onlyLastEmpty([1, 2])).toBe(true);
    expect(onlyLastEmpty([1, null])).toBe(true);
    expect(onlyLastEmpty([null])).toBe(true);
  });

  it('recusa um vazio antes do último', () => {
    expect(onlyLastEmpty([null, 2])).toBe(false);
    expect(onlyLastEmpty([1, null, null])).toBe(false);
  });

  it('vale como palavra-chave do ajv com a mensagem da declaração', () => {
    const validate = createAjv().compile({
      type: 'array',
      items: { type: ['integer', 'null'] },
      onlyLastEmpty: true,
      errorMessage: { onlyLastEmpty: 'Somente o último talento pode ficar vazio' },
    });
    expect(validate([1, null])).toBe(true);
    expect(validate([null, 1])).toBe(false);
    expect(validate.errors?.[0]?.message).toBe('Somente o último talento pode ficar vazio');
  });
});
