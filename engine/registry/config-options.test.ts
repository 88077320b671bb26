import { describe, expect, it } from 'vitest';
import { expandConfigOptions } from './config-options';

const candidato = {
  schema: {
    type: 'object',
    required: ['nome'],
    properties: {
      nome: { type: 'string', title: 'Nome' },
      foto: { type: 'string', title: 'Foto' },
      disponivel: { type: 'boolean', title: 'Disponível' },
      situacao: { type: 'string', title: 'Situação', readOnly: true },
      pessoal: { type: 'object', title: 'Dados Pessoais', 'x-flatten': true, required: ['cpf'], properties: { cpf: { type: 'string' }, pis: { type: 'string', title: 'PIS' } } },
      extras: { type: 'object', 'x-flatten': true, configFields: 'x', properties: { texto1: { type: 'string', title: 'Texto 1' } } },
      experiencias: { type: 'array', title: 'Experiência Profissional' },
    },
  },
};

describe('opções da configuração derivadas de outra declaração', () => {
  it('lista os campos que podem ser exigidos e dá a cada campo extra visível/obrigatório/título', () => {
    const properties: Record<string, Record<string, unknown>> = {
      obrigatorios: { type: 'array', 'x-requirableOf': 'candidato' },
      extras: { type: 'object', 'x-settingsOf': 'candidato.extras' },
    };
    expandConfigOptions(properties, (name) => (name === 'candidato' ? candidato : undefined), 'empresa.json');
    expect(properties.obrigatorios!.items).toEqual({
      type: 'string',
      oneOf: [
        { const: 'foto', title: 'Foto' },
        { const: 'pessoal.pis', title: 'Dados Pessoais: PIS' },
        { const: 'experiencias', title: 'Experiência Profissional' },
      ],
    });
    expect(Object.keys(properties.extras!.properties as object)).toEqual(['texto1']);
    expect((properties.extras!.properties as Record<string, { title: string }>).texto1!.title).toBe('Texto 1');
  });

  it('recusa uma referência a entidade ou grupo inexistente', () => {
    expect(() => expandConfigOptions({ a: { 'x-settingsOf': 'candidato.nada' } }, () => candidato, 'empresa.json')).toThrow(/empresa.json/);
  });
});
