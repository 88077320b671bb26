/** Entities the screen tests run against (the shape GET /api/meta/entities answers). */
import type { EntityMeta } from '../api-types';

export const etapaSeletiva: EntityMeta = {
  name: 'etapaSeletiva',
  module: 'captacao',
  label: 'Etapa Seletiva',
  labelPlural: 'Etapas Seletivas',
  resource: 'etapas-seletivas',
  route: '/captacao/etapas-seletivas',
  summary: 'nome',
  can: { read: true, write: true },
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      id: { type: 'integer' },
      version: { type: 'integer' },
      ordem: { type: 'integer', title: 'Ordem', minimum: 1, maximum: 999 },
      nome: { type: 'string', title: 'Nome', maxLength: 100, minLength: 1 },
      analiseComportamental: { type: 'boolean', title: 'Análise comportamental' },
    },
    required: ['ordem', 'nome'],
  },
  list: { columns: ['ordem', 'nome', 'analiseComportamental'], defaultSort: 'ordem,asc', sortable: ['ordem', 'nome'] },
  filters: [
    { name: 'nome', op: 'contains' },
    { name: 'analiseComportamental', op: 'eq' },
  ],
};

export const estado: EntityMeta = {
  name: 'estado',
  module: 'utilitario',
  label: 'Estado',
  labelPlural: 'Estados',
  resource: 'estados',
  route: '/utilitario/estados',
  summary: 'nome',
  scope: 'global',
  can: { read: true, write: false },
  schema: { type: 'object', properties: { nome: { type: 'string', title: 'Nome' } } },
  list: { columns: ['nome'] },
};

/** Several tabs, a reference, codes, money, dates and a masked document. */
export const candidato: EntityMeta = {
  name: 'candidato',
  module: 'captacao',
  label: 'Candidato',
  labelPlural: 'Candidatos',
  resource: 'candidatos',
  route: '/captacao/candidatos',
  summary: 'nome',
  can: { read: true, write: true },
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      nome: { type: 'string', title: 'Nome', maxLength: 100, minLength: 1 },
      cpf: { type: 'string', title: 'CPF', format: 'cpf' },
      sexo: {
        type: 'string',
        title: 'Sexo',
        oneOf: [
          { const: 'I', title: 'Indiferente' },
          { const: 'M', title: 'Masculino' },
          { const: 'F', title: 'Feminino' },
        ],
      },
      dataNascimento: { type: 'string', title: 'Data de nascimento', format: 'date' },
      pretencaoSalarial: { type: 'number', title: 'Pretensão salarial', minimum: 0 },
      estado: {
        type: 'object',
        title: 'Estado',
        'x-reference': 'estado',
        properties: { id: { type: 'integer', minimum: 1 } },
        required: ['id'],
      },
      observacao: { type: 'string', title: 'Observação', maxLength: 4000 },
    },
    required: ['nome', 'estado'],
  },
  form: {
    tabs: [
      { title: 'Dados pessoais', fields: ['nome', 'cpf', 'sexo', 'dataNascimento'] },
      { title: 'Endereço', fields: ['estado'] },
      { title: 'Outros', fields: ['pretencaoSalarial', 'observacao'] },
    ],
    fields: { pretencaoSalarial: { widget: 'currency' }, observacao: { widget: 'textarea' } },
  },
  list: { columns: ['nome', 'cpf', 'sexo', 'dataNascimento', 'pretencaoSalarial', 'estado'], sortable: ['nome'] },
  filters: [{ name: 'estado', op: 'eq' }],
};
