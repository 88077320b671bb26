import { describe, expect, it } from 'vitest';
import { referenceResolver } from './entities-context';
import { deriveUiSchema, fieldOrder, formSchema, tabLayouts } from './form-schema';
import { candidato, estado, etapaSeletiva } from './test-fixtures';

const resolve = referenceResolver([candidato, estado]);

describe('formSchema', () => {
  it('leaves out what the server owns', () => {
    const schema = formSchema(etapaSeletiva.schema);
    expect(Object.keys(schema.properties as object)).toEqual(['ordem', 'nome', 'analiseComportamental']);
    expect(schema.required).toEqual(['ordem', 'nome']);
  });
});

describe('deriveUiSchema', () => {
  const ui = deriveUiSchema(formSchema(candidato.schema), candidato.form!, resolve);

  it('lays the tabs out from the declaration, in their order', () => {
    expect(ui['ui:options']).toEqual({
      tabs: [
        { id: 'tab-0', title: 'Dados pessoais', fields: ['nome', 'cpf', 'sexo', 'dataNascimento'] },
        { id: 'tab-1', title: 'Endereço', fields: ['estado'] },
        { id: 'tab-2', title: 'Outros', fields: ['pretencaoSalarial', 'observacao'] },
      ],
    });
    expect(ui['ui:order']).toEqual(['nome', 'cpf', 'sexo', 'dataNascimento', 'estado', 'pretencaoSalarial', 'observacao']);
  });

  it('picks each widget by the testers and carries the hints', () => {
    expect(ui.cpf).toEqual({ 'ui:widget': 'MaskedTextWidget' });
    expect(ui.sexo).toEqual({ 'ui:widget': 'SelectWidget' });
    expect(ui.dataNascimento).toEqual({ 'ui:widget': 'DateWidget' });
    expect(ui.pretencaoSalarial).toEqual({ 'ui:widget': 'CurrencyWidget' });
    expect(ui.observacao).toEqual({ 'ui:widget': 'TextareaWidget' });
  });

  it('edits an object-shaped reference with one widget fed by the referenced resource', () => {
    expect(ui.estado).toEqual({
      'ui:widget': 'SelectWidget',
      'ui:field': 'StringField',
      'ui:options': { resource: 'estados', summary: 'nome' },
    });
  });

  it('hides, locks, explains and spans fields as hinted', () => {
    const hinted = deriveUiSchema(formSchema(etapaSeletiva.schema), {
      fields: { ordem: { readOnly: true, help: 'Sequência', span: 4 }, analiseComportamental: { hidden: true } },
    }, resolve);
    expect(hinted.ordem).toEqual({ 'ui:widget': 'NumberWidget', 'ui:readonly': true, 'ui:help': 'Sequência', 'ui:options': { span: 4 } });
    expect(hinted.analiseComportamental).toEqual({ 'ui:widget': 'hidden' });
  });

  it('shows a field only while the other fields hold its visibleWhen values (defaults until set)', () => {
    const schema = {
      type: 'object',
      properties: { filtrarPor: { type: 'integer', default: 1 }, areasIds: { type: 'array', items: { type: 'integer' } }, cargosIds: { type: 'array', items: { type: 'integer' } } },
    };
    const form = { fields: { areasIds: { visibleWhen: { filtrarPor: 1 } }, cargosIds: { visibleWhen: { filtrarPor: 2 } } } };
    const hidden = (data?: Record<string, unknown>) => {
      const derived = deriveUiSchema(schema, form, resolve, { data });
      return ['areasIds', 'cargosIds'].filter((name) => derived[name]['ui:widget'] === 'hidden');
    };
    expect(hidden()).toEqual(['cargosIds']);
    expect(hidden({ filtrarPor: 2 })).toEqual(['areasIds']);
    expect(hidden({ filtrarPor: 1, areasIds: [3] })).toEqual(['cargosIds']);
  });
});

describe('tabs and order', () => {
  it('puts properties no tab lists in the first tab', () => {
    const tabs = tabLayouts({ tabs: [{ title: 'A', fields: ['nome'] }, { title: 'B', fields: ['ordem', 'fantasma'] }] }, ['ordem', 'nome', 'extra']);
    expect(tabs.map((t) => t.fields)).toEqual([['nome', 'extra'], ['ordem']]);
  });

  it('follows the declared order, then the schema', () => {
    expect(fieldOrder({ order: ['nome'] }, ['ordem', 'nome', 'extra'])).toEqual(['nome', 'ordem', 'extra']);
  });
});

describe('a list of small records edited in place', () => {
  const schema = {
    type: 'object',
    properties: {
      tipo: { type: 'integer' },
      respostas: {
        type: 'array',
        items: { type: 'object', properties: { texto: { type: 'string' }, peso: { type: 'number' } } },
      },
    },
  };
  const form = { fields: { respostas: { visibleWhen: { tipo: [1, 5] } }, 'respostas.texto': { span: 9 }, 'respostas.peso': { span: 3 } } };

  it('lays out each item as a group, with the hints keyed `lista.campo`', () => {
    const ui = deriveUiSchema(schema, form, resolve, { data: { tipo: 5 } });
    const items = (ui.respostas as Record<string, Record<string, unknown>>).items!;
    expect(items['ui:order']).toEqual(['texto', 'peso']);
    expect(items.texto).toMatchObject({ 'ui:widget': 'TextWidget', 'ui:options': { span: 9 } });
    expect(items.peso).toMatchObject({ 'ui:options': { span: 3 } });
  });

  it('a visibleWhen list shows the field for any of its values', () => {
    expect(deriveUiSchema(schema, form, resolve, { data: { tipo: 1 } }).respostas).not.toEqual({ 'ui:widget': 'hidden' });
    expect(deriveUiSchema(schema, form, resolve, { data: { tipo: 4 } }).respostas).toEqual({ 'ui:widget': 'hidden' });
  });
});
