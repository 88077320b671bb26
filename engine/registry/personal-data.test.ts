import { describe, expect, it } from 'vitest';
import type { EntityDeclaration, PersonalDataDeclaration } from '../declaration';
import { identifiersOf, personalDataAction, tracesOf } from './personal-data';
import { Registry } from './registry';

const pessoa = (personalData: PersonalDataDeclaration): EntityDeclaration => ({
  name: 'pessoa',
  module: 'teste',
  label: 'Pessoa',
  labelPlural: 'Pessoas',
  resource: 'pessoas',
  summary: 'nome',
  schema: {
    type: 'object',
    properties: {
      nome: { type: 'string', title: 'Nome' },
      contato: { type: 'object', 'x-flatten': true, properties: { email: { type: 'string', title: 'E-mail' } } },
      cpf: { type: 'string', title: 'CPF' },
      efetivado: { type: 'boolean', title: 'Efetivado' },
    },
  },
  list: { columns: ['nome'] },
  personalData,
});
const registered = (personalData: PersonalDataDeclaration) => new Registry([{ declaration: pessoa(personalData), source: 'pessoa.json' }]).get('pessoa');

describe('personalData', () => {
  it('acrescenta a ação de baixar os dados da pessoa', () => {
    expect(registered({ identifiers: ['cpf'] }).actions).toEqual([personalDataAction]);
  });

  it('recusa campos que não existem ou não são do tipo usado', () => {
    expect(() => registered({ identifiers: ['rg'] })).toThrow(/pessoa.json: personalData: identifiers usa "rg", que não é um campo gravado em coluna/);
    expect(() => registered({ identifiers: ['cpf'], keptWhen: 'nome', anonymousName: 'Anônimo' })).toThrow(/"nome" não é um campo booleano gravado/);
    expect(() => registered({ identifiers: ['cpf'], consents: [{ property: 'cpf', term: 'Termo' }] })).toThrow(/"cpf" não é um campo booleano gravado/);
    expect(() => registered({ identifiers: ['cpf'], keptWhen: 'efetivado' })).toThrow(/keptWhen pede anonymousName/);
  });

  it('identifica a pessoa pelos identificadores declarados, e nas cópias também pelo nome', () => {
    const entity = registered({ identifiers: ['cpf', 'contato.email'] });
    const record = { nome: 'Ana', cpf: '52998224725', contato: { email: '' } };
    expect(identifiersOf(entity, record)).toEqual(['52998224725']);
    expect(tracesOf(entity, record)).toEqual(['Ana', '52998224725']);
  });
});
