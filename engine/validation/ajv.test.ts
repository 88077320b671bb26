import { describe, expect, it } from 'vitest';
import { createAjv, MAX_YEARS_AHEAD, MIN_YEAR } from './ajv';
import { today } from './brazilian';

describe('datas declaradas', () => {
  const validate = createAjv().compile({ type: 'object', properties: { d: { type: 'string', format: 'date' }, t: { type: 'string', format: 'date-time' } } });
  const ahead = Number(today().slice(0, 4)) + MAX_YEARS_AHEAD;

  it(`aceitam anos de ${MIN_YEAR} até hoje + ${MAX_YEARS_AHEAD}`, () => {
    for (const d of [`${MIN_YEAR}-01-01`, '1985-07-15', today(), `${ahead}-12-31`]) expect(validate({ d }), d).toBe(true);
    expect(validate({ t: '2026-03-01T10:00:00Z' })).toBe(true);
  });

  it('recusam 0001-01-01, 1899 e o ano 9999', () => {
    for (const d of ['0001-01-01', '0000-01-01', `${MIN_YEAR - 1}-12-31`, `${ahead + 1}-01-01`, '9999-12-31']) expect(validate({ d }), d).toBe(false);
    expect(validate({ t: '0001-01-01T00:00:00Z' })).toBe(false);
  });
});
