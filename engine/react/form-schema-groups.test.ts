import { describe, expect, it } from 'vitest';
import { ADDRESS_FIELD, CHILD_LIST_FIELD, deriveUiSchema } from './form-schema';

const resolve = () => ({ resource: 'idiomas', summary: 'nome' });
const schema = {
  type: 'object',
  properties: {
    endereco: { type: 'object', properties: { cep: { type: 'string' }, logradouro: { type: 'string' } } },
    extras: { type: 'object', properties: { texto1: { type: 'string', 'x-hidden': true } } },
    experiencias: { type: 'array', 'x-children': 'experiencia', items: { type: 'object' } },
    idioma: { type: 'object', 'x-reference': 'idioma', properties: { id: { type: 'integer' } } },
  },
};
const form = {
  fields: {
    'endereco.cep': { mask: 'cep' as const, lookup: 'cep' as const, span: 3 },
    experiencias: { emptiedBy: 'primeiroEmprego' },
    idioma: { fixedOnEdit: true },
  },
};

describe('uiSchema de grupos, listas filhas e campos configurados', () => {
  it('um grupo leva as dicas `grupo.campo`, e o do CEP ganha o campo que consulta o endereço', () => {
    const ui = deriveUiSchema(schema, form, resolve);
    expect(ui.endereco).toMatchObject({ 'ui:field': ADDRESS_FIELD, 'ui:options': { cepField: 'cep' }, cep: { 'ui:widget': 'MaskedTextWidget', 'ui:options': { mask: 'cep', span: 3 } } });
  });

  it('um registro que é o próprio endereço (estabelecimento): o formulário inteiro consulta o CEP, com as suas abas', () => {
    const estabelecimento = { type: 'object', properties: { nome: { type: 'string' }, cep: { type: 'string' }, logradouro: { type: 'string' } } };
    const tabs = [{ title: 'Dados', fields: ['nome'] }, { title: 'Endereço', fields: ['cep', 'logradouro'] }];
    const ui = deriveUiSchema(estabelecimento, { tabs, fields: { cep: { mask: 'cep', lookup: 'cep' } } }, resolve);
    expect(ui['ui:field']).toBe(ADDRESS_FIELD);
    expect(ui['ui:options']).toMatchObject({ cepField: 'cep', tabs: [{ title: 'Dados', fields: ['nome'] }, { title: 'Endereço', fields: ['cep', 'logradouro'] }] });
    expect(deriveUiSchema(estabelecimento, { tabs }, resolve)['ui:field']).toBeUndefined();
  });

  it('um grupo cujos campos a configuração esconde todos some; a lista filha usa o campo de sub-lista', () => {
    const ui = deriveUiSchema(schema, form, resolve);
    expect(ui.extras).toMatchObject({ 'ui:widget': 'hidden', texto1: { 'ui:widget': 'hidden' } });
    expect(ui.experiencias).toEqual({ 'ui:field': CHILD_LIST_FIELD, 'ui:options': { emptiedBy: 'primeiroEmprego' } });
  });

  it('uma dica com * vale para o mesmo campo de cada grupo irmão', () => {
    const settings = { type: 'object', properties: { texto1: { type: 'object', properties: { titulo: { type: 'string' } } } } };
    const ui = deriveUiSchema({ type: 'object', properties: { extras: settings } }, { fields: { 'extras.*.titulo': { span: 8 } } }, resolve);
    expect(ui.extras.texto1.titulo['ui:options']).toEqual({ span: 8 });
  });

  it('fixedOnEdit trava o campo só ao editar', () => {
    expect(deriveUiSchema(schema, form, resolve).idioma['ui:readonly']).toBeUndefined();
    expect(deriveUiSchema(schema, form, resolve, { editing: true }).idioma['ui:readonly']).toBe(true);
  });

  it('visibleWhen mostra um campo só enquanto os irmãos têm os valores dados (caixa desmarcada conta como falso)', () => {
    const dialog = {
      type: 'object',
      properties: { checkNomeCargo: { type: 'boolean' }, cargo: { type: 'string' }, nomeMercado: { type: 'string' } },
    };
    const hints = { fields: { nomeMercado: { visibleWhen: { checkNomeCargo: true } }, cargo: { visibleWhen: { checkNomeCargo: false } } } };
    const unticked = deriveUiSchema(dialog, hints, resolve, { data: {} });
    expect([unticked.nomeMercado['ui:widget'], unticked.cargo['ui:widget']]).toEqual(['hidden', 'TextWidget']);
    const ticked = deriveUiSchema(dialog, hints, resolve, { data: { checkNomeCargo: true } });
    expect([ticked.nomeMercado['ui:widget'], ticked.cargo['ui:widget']]).toEqual(['TextWidget', 'hidden']);
  });
});
