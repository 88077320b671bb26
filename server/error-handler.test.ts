import { describe, expect, it } from 'vitest';
import { loggable } from './error-handler';

describe('erro no log', () => {
  it('guarda o que falhou e onde, nunca os valores da linha', () => {
    const error = Object.assign(new Error('null value in column "nome" of relation "candidato" violates not-null constraint'), {
      code: '23502',
      table: 'candidato',
      column: 'nome',
      detail: 'Failing row contains (7, 39053344705, ana@exemplo.com.br).',
      where: 'SQL statement "insert …"',
    });
    const logged = loggable(error);
    expect(logged).toMatchObject({ code: '23502', table: 'candidato', column: 'nome', message: error.message });
    expect(JSON.stringify(logged)).not.toMatch(/39053344705|ana@exemplo/);
  });
});
