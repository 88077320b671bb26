import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { configKeys, resolveConfig } from './config-conditions';
import { toFieldErrors } from './messages';

const schema = {
  type: 'object',
  configRequired: 'obrigatorios',
  properties: {
    nome: { type: 'string', title: 'Nome' },
    foto: { type: 'string', title: 'Foto', 'x-feminine': true },
    primeiroEmprego: { type: 'boolean' },
    experiencias: { type: 'array', title: 'Experiência Profissional', items: { type: 'object' }, 'x-requiredUnless': 'primeiroEmprego' },
    pessoal: { type: 'object', title: 'Dados Pessoais', default: {}, properties: { naturalidade: { type: 'string', title: 'Naturalidade' } } },
    extras: {
      type: 'object',
      default: {},
      configFields: 'extras',
      properties: { texto1: { type: 'string', title: 'Texto 1' }, texto2: { type: 'string', title: 'Texto 2' } },
    },
    cargos: {
      type: 'array',
      items: { type: 'integer' },
      configSet: { maxItems: 'maxCargos' },
      errorMessage: { maxItems: 'Não é permitido selecionar mais do que {maxCargos cargo|cargos}' },
    },
  },
};

const validate = (config: Record<string, unknown>, data: Record<string, unknown>) => {
  const resolved = resolveConfig(schema, config) as Record<string, unknown>;
  const check = createAjv().compile(resolved);
  check(data);
  return toFieldErrors(check.errors, resolved);
};

describe('esquema derivado da configuração da empresa', () => {
  it('lê as chaves de configuração de cada palavra-chave', () => {
    expect([...configKeys(schema)].sort()).toEqual(['extras', 'maxCargos', 'obrigatorios']);
  });

  it('configRequired: campos, campos de grupo e listas obrigatórios, com o gênero da mensagem', () => {
    const errors = validate({ obrigatorios: ['foto', 'pessoal.naturalidade', 'experiencias', 'sumiu'] }, { nome: 'x', experiencias: [] });
    expect(errors.sort((a, b) => a.field.localeCompare(b.field))).toEqual([
      { field: 'experiencias', message: 'Experiência Profissional é obrigatória' },
      { field: 'foto', message: 'Foto é obrigatória' },
      { field: 'pessoal.naturalidade', message: 'Naturalidade é obrigatória' },
    ]);
    // The first job waives the experiences; nothing configured, nothing required.
    expect(validate({ obrigatorios: ['experiencias'] }, { primeiroEmprego: true })).toEqual([]);
    expect(validate({}, {})).toEqual([]);
  });

  it('configFields: visível com título próprio, obrigatório; o invisível fica marcado x-hidden', () => {
    const config = { extras: { texto1: { visivel: true, obrigatorio: true, titulo: 'Número do crachá' } } };
    expect(validate(config, {})).toEqual([{ field: 'extras.texto1', message: 'Número do crachá é obrigatório' }]);
    const resolved = resolveConfig(schema, config) as { properties: { extras: { properties: Record<string, Record<string, unknown>> } } };
    expect(resolved.properties.extras.properties.texto2!['x-hidden']).toBe(true);
    expect(resolved.properties.extras.properties.texto1!['x-hidden']).toBeUndefined();
  });

  it('configSet: o valor configurado vira a regra e entra na mensagem; sem valor, sem regra', () => {
    expect(validate({ maxCargos: 2 }, { cargos: [1, 2, 3] })).toEqual([{ field: 'cargos', message: 'Não é permitido selecionar mais do que 2 cargos' }]);
    expect(validate({ maxCargos: 1 }, { cargos: [1, 2] })).toEqual([{ field: 'cargos', message: 'Não é permitido selecionar mais do que 1 cargo' }]);
    expect(validate({}, { cargos: [1, 2, 3] })).toEqual([]);
  });

  it('equalTo: a confirmação deve ser igual à senha', () => {
    const check = createAjv().compile({
      type: 'object',
      properties: { senha: { type: 'string' }, confirma: { type: 'string', equalTo: 'senha', errorMessage: { equalTo: 'As senhas devem ser iguais' } } },
    });
    expect(check({ senha: 'a', confirma: 'a' })).toBe(true);
    expect(check({ senha: 'a', confirma: 'b' })).toBe(false);
    expect(check.errors?.[0]?.message).toBe('As senhas devem ser iguais');
  });
});
