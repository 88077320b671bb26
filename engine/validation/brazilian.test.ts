import { afterEach, describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { isValidPis } from '@brazilian-utils/brazilian-utils/is-valid-pis';
import { createAjv } from './ajv';
import { currentInstant, formatMessages, saoPauloDateTime, setClock, today } from './brazilian';

const ajv = createAjv();
const validators = new Map<string, ValidateFunction>();
const accepts = (format: string, value: unknown) => {
  const validate = validators.get(format) ?? ajv.compile({ type: 'string', format });
  validators.set(format, validate);
  return validate(value);
};

/** Each format against public test vectors; every valid value is digits only, so a mask fails. */
const vectors: Record<string, { valid: string[]; invalid: string[] }> = {
  cpf: {
    valid: ['52998224725', '11144477735', '39053344705'],
    invalid: ['12345678900', '11111111111', '00000000000', '529.982.247-25', '5299822472', '529982247250', ''],
  },
  cnpj: {
    valid: ['11222333000181', '12345678000195'],
    invalid: ['00000000000000', '11111111111111', '11222333000182', '11.222.333/0001-81', '1122233300018'],
  },
  cpfCnpj: {
    valid: ['52998224725', '11222333000181'],
    invalid: ['52998224726', '11222333000180', '529.982.247-25', '00000000000000'],
  },
  pis: {
    valid: ['12056874107', '12056412545'],
    invalid: ['12056412547', '00000000000', '120.56874.10-7', '1205687410'],
  },
  cno: {
    valid: ['111130137368', '110840168062', '401800097960'],
    invalid: ['110840168063', '000000000000', '11.084.01680/62', '11084016806'],
  },
  caepf: {
    valid: ['29311861000184', '41142260000101', '52998224700125'],
    invalid: ['29311861000185', '00000000000000', '00000000000012', '293.118.610/001-84'],
  },
  cep: {
    valid: ['01310100', '20040020', '92500000'],
    invalid: ['00000000', '01310-100', '1310100', '013101000', 'abcdefgh'],
  },
  ddd: {
    valid: ['11', '21', '61', '85', '99'],
    invalid: ['20', '23', '00', '10', '1', '011', '(11)'],
  },
  telefone: {
    valid: ['11987654321', '8532345678', '6133334444'],
    invalid: ['11887654321', '2098765432', '23987654321', '(11) 98765-4321', '987654321', '119876543210'],
  },
  foneFixo: {
    valid: ['33334444', '333344445'],
    invalid: ['3333444', '3333444455', '3333-4444'],
  },
  celular: {
    valid: ['987654321'],
    invalid: ['887654321', '98765432', '9876543210', '98765-4321'],
  },
};

describe('Brazilian formats', () => {
  for (const [format, { valid, invalid }] of Object.entries(vectors)) {
    it(`${format}: accepts valid digits-only values and rejects the rest`, () => {
      for (const value of valid) expect(accepts(format, value), `${format} ${value}`).toBe(true);
      for (const value of invalid) expect(accepts(format, value), `${format} ${value}`).toBe(false);
      expect(formatMessages[format]).toBeTruthy();
    });
  }

  it('reports a failed format under the format keyword, so the translator finds its message', () => {
    const validate = ajv.compile({ type: 'object', properties: { cpf: { type: 'string', format: 'cpf' } } });
    expect(validate({ cpf: '12345678900' })).toBe(false);
    expect(validate.errors).toMatchObject([{ keyword: 'format', instancePath: '/cpf', params: { format: 'cpf' } }]);
    expect(formatMessages.cpf).toBe('Cpf inválido.');
  });

  it('PIS: the library agrees with the published rule (weights 3,2,9,8,7,6,5,4,3,2, mod 11)', () => {
    const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const checkDigit = (base: string) => {
      const sum = weights.reduce((acc, w, i) => acc + w * Number(base[i]), 0);
      const digit = 11 - (sum % 11);
      return digit >= 10 ? 0 : digit;
    };
    expect(checkDigit('1205687410')).toBe(7);
    expect(checkDigit('1205641254')).toBe(5);
    // Deterministic spread of bases, all ten check digits included.
    let seed = 12345;
    for (let n = 0; n < 500; n++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const base = String(seed % 1e10).padStart(10, '0');
      const right = `${base}${checkDigit(base)}`;
      const wrong = `${base}${(checkDigit(base) + 1) % 10}`;
      expect(isValidPis(right) && accepts('pis', right), right).toBe(true);
      expect(isValidPis(wrong) || accepts('pis', wrong), wrong).toBe(false);
    }
  });
});

describe('the São Paulo clock', () => {
  afterEach(() => setClock());

  it('reads date and time in São Paulo (UTC-3), by the replaceable clock', () => {
    setClock(() => new Date('2024-05-10T02:30:05Z'));
    expect(saoPauloDateTime()).toBe('2024-05-09T23:30:05');
    expect(today()).toBe('2024-05-09');
    expect(currentInstant().toISOString()).toBe('2024-05-10T02:30:05.000Z');
    // Midnight is 00, not 24 (hourCycle h23).
    expect(saoPauloDateTime(new Date('2024-05-10T03:00:00Z'))).toBe('2024-05-10T00:00:00');
  });
});

describe('maxDaysAhead', () => {
  afterEach(() => setClock());
  const validate = ajv.compile({ type: 'string', format: 'date', maxDaysAhead: 90 });

  it('takes up to the days ahead on the São Paulo calendar, across a month and a year', () => {
    setClock(() => new Date('2024-11-10T02:30:00Z')); // still November 9th in São Paulo
    expect(validate('2024-11-09')).toBe(true);
    expect(validate('2020-01-01')).toBe(true);
    expect(validate('2025-02-07')).toBe(true);
    expect(validate('2025-02-08')).toBe(false);
    expect(validate.errors).toMatchObject([{ keyword: 'maxDaysAhead' }]);
  });
});

describe('notInFuture', () => {
  afterEach(() => setClock());
  // 02:30 UTC on May 10th is still 23:30 on May 9th in São Paulo (UTC-3).
  const at = (iso: string) => setClock(() => new Date(iso));
  const validate = ajv.compile({
    type: 'object',
    properties: {
      data: { type: 'string', format: 'date', notInFuture: true },
      momento: { type: 'string', format: 'date-time', notInFuture: true },
    },
  });

  it('accepts today and earlier on the São Paulo calendar, rejects tomorrow', () => {
    at('2024-05-10T02:30:00Z');
    expect(validate({ data: '2024-05-09' })).toBe(true);
    expect(validate({ data: '2023-12-31' })).toBe(true);
    expect(validate({ data: '2024-05-10' })).toBe(false);
    expect(validate.errors).toMatchObject([{ keyword: 'notInFuture', instancePath: '/data' }]);
    expect(formatMessages.notInFuture).toBe('A data deve ser igual ou anterior a data atual');
  });

  it('moves to the next day at midnight in São Paulo, not at midnight UTC', () => {
    at('2024-05-10T03:00:00Z');
    expect(validate({ data: '2024-05-10' })).toBe(true);
    expect(validate({ data: '2024-05-11' })).toBe(false);
  });

  it('reads a date-time by the São Paulo date of its instant', () => {
    at('2024-05-10T02:30:00Z');
    expect(validate({ momento: '2024-05-10T01:00:00Z' })).toBe(true); // 22:00 on the 9th in São Paulo
    expect(validate({ momento: '2024-05-09T23:59:59-03:00' })).toBe(true);
    expect(validate({ momento: '2024-05-10T00:00:00-03:00' })).toBe(false);
    expect(validate({ momento: '2024-05-10T03:00:00Z' })).toBe(false);
  });

  it('leaves an invalid date to the format keyword and does nothing when false', () => {
    at('2024-05-10T12:00:00Z');
    for (const data of ['2099-13-01', '2099-02-30']) {
      expect(validate({ data })).toBe(false);
      expect(validate.errors).toMatchObject([{ keyword: 'format' }]);
      expect(validate.errors).toHaveLength(1);
    }
    expect(ajv.validate({ type: 'string', format: 'date', notInFuture: false }, '2099-01-01')).toBe(true);
  });
});

describe('cross-field rules', () => {
  it('compares two dates of one record with $data and formatMinimum', () => {
    const message = 'A data de desligamento não pode ser anterior à admissão';
    const validate = ajv.compile({
      type: 'object',
      properties: {
        dataAdmissao: { type: 'string', format: 'date' },
        dataDesligamento: {
          type: 'string',
          format: 'date',
          formatMinimum: { $data: '1/dataAdmissao' },
          errorMessage: { formatMinimum: message },
        },
      },
    });
    expect(validate({ dataAdmissao: '2024-03-01', dataDesligamento: '2024-02-29' })).toBe(false);
    expect(validate.errors).toMatchObject([{ keyword: 'errorMessage', instancePath: '/dataDesligamento', message }]);
    expect(validate.errors).toHaveLength(1);
    expect(validate({ dataAdmissao: '2024-03-01', dataDesligamento: '2024-03-01' })).toBe(true);
    expect(validate({ dataAdmissao: '2024-03-01', dataDesligamento: '2025-01-15' })).toBe(true);
  });

  it('requires a field when another has a given value (if/then) with its own message', () => {
    const message = 'Informe a data de desligamento';
    const validate = ajv.compile({
      type: 'object',
      properties: {
        situacao: { type: 'string', enum: ['ativo', 'desligado'] },
        dataDesligamento: { type: 'string', format: 'date' },
      },
      if: { properties: { situacao: { const: 'desligado' } }, required: ['situacao'] },
      then: { required: ['dataDesligamento'], errorMessage: { required: { dataDesligamento: message } } },
    });
    expect(validate({ situacao: 'desligado' })).toBe(false);
    expect(validate.errors?.map((e) => e.message)).toContain(message);
    expect(validate.errors?.find((e) => e.message === message)).toMatchObject({ keyword: 'errorMessage' });
    expect(validate({ situacao: 'desligado', dataDesligamento: '2024-05-01' })).toBe(true);
    expect(validate({ situacao: 'ativo' })).toBe(true);
    expect(validate({})).toBe(true);
  });
});
