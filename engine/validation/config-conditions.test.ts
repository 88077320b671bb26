import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { configKeys, resolveConfig } from './config-conditions';
import { toFieldErrors } from './messages';

const schema = {
  type: 'object',
  properties: { vinculo: { type: 'string', title: 'Vínculo' }, remuneracao: { type: 'number', title: 'Remuneração' } },
  allOf: [
    { configIf: { obrigarDados: true }, then: { required: ['vinculo'] } },
    { configIf: { obrigarDados: true, exibirSalario: true }, then: { required: ['remuneracao'] }, else: { not: { required: ['remuneracao'] } } },
  ],
};

describe('regras dirigidas pela configuração da empresa', () => {
  it('lista as chaves de configuração lidas', () => {
    expect([...configKeys(schema)].sort()).toEqual(['exibirSalario', 'obrigarDados']);
  });

  it('resolve para JSON Schema puro, por empresa', () => {
    const ajv = createAjv();
    const on = ajv.compile(resolveConfig(schema, { obrigarDados: true, exibirSalario: true }) as object);
    expect(on({})).toBe(false);
    expect(toFieldErrors(on.errors, schema)).toEqual([
      { field: 'vinculo', message: 'Vínculo é obrigatório' },
      { field: 'remuneracao', message: 'Remuneração é obrigatória' },
    ]);
    const off = ajv.compile(resolveConfig(schema, {}) as object);
    expect(off({})).toBe(true);
    expect(off({ remuneracao: 10 })).toBe(false);
  });
});
