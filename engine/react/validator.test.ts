import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { createAjv } from '../validation/ajv';
import { toFieldErrors } from '../validation/messages';
import { formSchema } from './form-schema';
import { candidato, etapaSeletiva } from './test-fixtures';
import { createFormValidator } from './validator';

const schema = formSchema(etapaSeletiva.schema) as RJSFSchema;

describe('form validator', () => {
  it('reports the same pt-BR messages as the server', () => {
    const data = { ordem: 1000, nome: '' };
    const { errors, errorSchema } = createFormValidator().validateFormData(data, schema);
    const server = createAjv().compile(schema);
    server(structuredClone(data));
    const expected = toFieldErrors(server.errors, schema);
    expect(errors.map((e) => e.message)).toEqual(expected.map((e) => e.message));
    expect(errorSchema).toEqual({
      ordem: { __errors: ['O valor máximo é 999'] },
      nome: { __errors: ['Nome é obrigatório'] },
    });
  });

  it('puts a missing required property on the property', () => {
    const { errorSchema } = createFormValidator<Record<string, unknown>>().validateFormData({}, schema);
    expect(errorSchema.ordem?.__errors).toEqual(['Ordem é obrigatória']);
    expect(errorSchema.nome?.__errors).toEqual(['Nome é obrigatório']);
  });

  it('knows the Brazilian formats, registered once', () => {
    const validator = createFormValidator();
    const cpfSchema = formSchema(candidato.schema) as RJSFSchema;
    const { errorSchema } = validator.validateFormData({ nome: 'A', cpf: '11111111111', estado: { id: 1 } }, cpfSchema);
    expect(errorSchema).toEqual({ cpf: { __errors: ['Cpf inválido.'] } });
    expect(validator.validateFormData({ nome: 'A', cpf: '52998224725', estado: { id: 1 } }, cpfSchema).errors).toEqual([]);
  });

  it('never changes the data it checks', () => {
    const withDefault = { ...schema, properties: { ...(schema.properties as object), extra: { type: 'string', default: 'x' } } } as RJSFSchema;
    const data = { ordem: 1, nome: 'Entrevista' };
    createFormValidator().validateFormData(data, withDefault);
    expect(data).toEqual({ ordem: 1, nome: 'Entrevista' });
  });

  it('answers rjsf schema matching (isValid)', () => {
    const validator = createFormValidator();
    expect(validator.isValid({ type: 'integer', maximum: 999 }, 5, schema)).toBe(true);
    expect(validator.isValid({ type: 'integer', maximum: 999 }, 5000, schema)).toBe(false);
  });

  it('matches a condition without a type (an `if` of the declaration) without a strict-types error', () => {
    const logged: unknown[] = [];
    const warn = console.warn;
    const error = console.error;
    console.warn = console.error = (...args: unknown[]) => logged.push(args);
    try {
      const validator = createFormValidator<Record<string, unknown>>();
      const condition = { properties: { tipo: { const: '1' } }, required: ['tipo'] } as RJSFSchema;
      expect(validator.isValid(condition, { tipo: '1' }, schema)).toBe(true);
      expect(validator.isValid(condition, { tipo: '2' }, schema)).toBe(false);
      expect(validator.isValid(condition, {}, schema)).toBe(false);
    } finally {
      console.warn = warn;
      console.error = error;
    }
    expect(logged).toEqual([]);
  });
});
